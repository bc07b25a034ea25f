import type { Draft, DraftPost } from "@quorum/api";
import type { ServiceContext } from "../ServiceContext";
import { prepareDraft } from "./prepareDraft";
import { serializeDraft } from "./serializeDraft";

/** `POST /drafts`: saves a new draft of the viewer's (checked by prepareDraft). */
export async function createDraft(ctx: ServiceContext, input: DraftPost): Promise<Draft> {
  const now = new Date();
  const draft = await prepareDraft(ctx, input, now);
  const row = await ctx.db
    .insertInto("drafts")
    .values({
      recordType: draft.recordType,
      recordID: draft.recordID,
      parentRecordType: draft.parentRecordType,
      parentRecordID: draft.parentRecordID,
      attributes: JSON.stringify(draft.attributes),
      insertUserID: ctx.viewer.user.userID,
      dateInserted: now,
      updateUserID: null,
      dateUpdated: null,
      dateScheduled: null,
      publishClaimedUntil: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return serializeDraft(row);
}
