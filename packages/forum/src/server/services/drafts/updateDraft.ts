import type { Draft, DraftPatch } from "@quorum/api";
import { notFound } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { checkSchedulable } from "./checkSchedulable";
import { draftInputOf } from "./draftInputOf";
import { loadOwnDraft } from "./loadOwnDraft";
import { prepareDraft } from "./prepareDraft";
import { serializeDraft } from "./serializeDraft";
import { storedAttributes } from "./storedAttributes";

/**
 * `PATCH /drafts/{id}`: the given fields replace the stored ones (`attributes` whole), and the
 * result is checked as a new draft would be. A scheduled draft must stay publishable; a failed
 * one keeps its failure reason until its schedule is cancelled or set again.
 */
export async function updateDraft(ctx: ServiceContext, draftID: number, patch: DraftPatch): Promise<Draft> {
  const row = await loadOwnDraft(ctx.db, ctx.viewer, draftID);
  const now = new Date();
  const draft = await prepareDraft(ctx, { ...draftInputOf(row), ...patch }, now);
  if (row.draftStatus === "scheduled") checkSchedulable(draft);
  const failedReason = row.draftStatus === "error" ? storedAttributes(row).failedReason : undefined;
  const attributes = failedReason === undefined ? draft.attributes : { ...draft.attributes, failedReason };
  const updated = await ctx.db
    .updateTable("drafts")
    .set({
      recordType: draft.recordType,
      recordID: draft.recordID,
      parentRecordType: draft.parentRecordType,
      parentRecordID: draft.parentRecordID,
      attributes: JSON.stringify(attributes),
      updateUserID: ctx.viewer.user.userID,
      dateUpdated: now,
    })
    .where("draftID", "=", draftID)
    .where("insertUserID", "=", ctx.viewer.user.userID)
    .returningAll()
    .executeTakeFirst();
  // Published (and so deleted) by the scheduler meanwhile.
  if (!updated) throw notFound("Draft");
  return serializeDraft(updated);
}
