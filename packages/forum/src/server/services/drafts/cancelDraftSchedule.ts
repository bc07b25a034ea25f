import type { Draft } from "@quorum/api";
import { notFound } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { loadOwnDraft } from "./loadOwnDraft";
import { serializeDraft } from "./serializeDraft";
import { storedAttributes } from "./storedAttributes";

/** `PATCH /drafts/cancel-schedule/{id}`: back to a plain draft (from scheduled, or from a failed publish). */
export async function cancelDraftSchedule(ctx: ServiceContext, draftID: number): Promise<Draft> {
  const row = await loadOwnDraft(ctx.db, ctx.viewer, draftID);
  const { failedReason: _failedReason, ...attributes } = storedAttributes(row);
  const updated = await ctx.db
    .updateTable("drafts")
    .set({
      draftStatus: "draft",
      dateScheduled: null,
      publishClaimedUntil: null,
      attributes: JSON.stringify(attributes),
      updateUserID: ctx.viewer.user.userID,
      dateUpdated: new Date(),
    })
    .where("draftID", "=", draftID)
    .where("insertUserID", "=", ctx.viewer.user.userID)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw notFound("Draft");
  return serializeDraft(updated);
}
