import type { DiscussionDraftMeta, Draft, DraftSchedule } from "@quorum/api";
import { notFound, validationError } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { checkSchedulable } from "./checkSchedulable";
import { draftInputOf } from "./draftInputOf";
import { checkDraftTypeFields, draftTypeFields } from "./draftTypeFields";
import { loadOwnDraft } from "./loadOwnDraft";
import { prepareDraft } from "./prepareDraft";
import { serializeDraft } from "./serializeDraft";

/**
 * `PATCH /drafts/schedule/{id}`: the draft will be published at `dateScheduled` (in the future),
 * as its author with the permissions they hold then. The draft is checked again now (the author
 * must still be allowed to post in its category) and must be a complete new discussion, with its
 * post type's own fields (`draftMeta.postMeta`) as that type takes them.
 */
export async function scheduleDraft(ctx: ServiceContext, draftID: number, schedule: DraftSchedule, now = new Date()): Promise<Draft> {
  const row = await loadOwnDraft(ctx.db, ctx.viewer, draftID);
  const dateScheduled = new Date(schedule.dateScheduled);
  if (!(dateScheduled.getTime() > now.getTime())) throw validationError("dateScheduled", "The scheduled date must be in the future.", "invalid");
  const draft = await prepareDraft(ctx, draftInputOf(row), now);
  checkSchedulable(draft);
  const meta = (draft.attributes.draftMeta ?? {}) as DiscussionDraftMeta;
  // The post type's own fields (a poll's question and options) must be publishable too.
  checkDraftTypeFields(draftTypeFields(ctx.addons, meta), now);
  if (schedule.publishedSilently !== undefined) meta.publishedSilently = schedule.publishedSilently;
  const updated = await ctx.db
    .updateTable("drafts")
    .set({
      draftStatus: "scheduled",
      dateScheduled,
      attributes: JSON.stringify({ ...draft.attributes, draftMeta: meta }),
      publishClaimedUntil: null,
      updateUserID: ctx.viewer.user.userID,
      dateUpdated: now,
    })
    .where("draftID", "=", draftID)
    .where("insertUserID", "=", ctx.viewer.user.userID)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw notFound("Draft");
  return serializeDraft(updated);
}
