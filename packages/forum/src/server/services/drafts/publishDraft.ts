import type { DiscussionDraftMeta } from "@quorum/api";
import { HttpError } from "@quorum/server";
import { forumDb } from "../../db/forumDb";
import { createDiscussion } from "../discussions/createDiscussion";
import type { ServiceContext } from "../ServiceContext";
import { loadViewerFor } from "../users/loadViewerFor";
import { checkSchedulable } from "./checkSchedulable";
import type { DraftRow } from "./DraftRow";
import { draftInputOf } from "./draftInputOf";
import { draftTypeFields } from "./draftTypeFields";
import { prepareDraft } from "./prepareDraft";
import type { PublishContext } from "./PublishContext";
import { storedAttributes } from "./storedAttributes";

/** What became of one scheduled draft. */
export type PublishOutcome = { draftID: number; discussionID: number } | { draftID: number; failedReason: string };

/**
 * Publishes one claimed scheduled draft: as its author, with the permissions they hold now, the
 * draft is checked again and posted through createDiscussion, with its post type's own record
 * (`draftFields` of the type: a poll), then deleted. When that fails
 * (the author lost the right to post there, was banned, the category is gone) the draft is kept
 * with draftStatus "error" and the reason in attributes.failedReason, for the author to fix.
 */
export async function publishDraft(ctx: PublishContext, row: DraftRow, now: Date): Promise<PublishOutcome> {
  const db = forumDb(ctx.db);
  try {
    const viewer = await loadViewerFor(ctx, row.insertUserID);
    if (!viewer) throw new HttpError(403, "The author's account can no longer post.");
    const service: ServiceContext = { db, viewer, addons: ctx.addons, config: () => ctx.config.all() };
    const prepared = await prepareDraft(service, draftInputOf(row), now);
    const post = checkSchedulable(prepared);
    const typeFields = draftTypeFields(ctx.addons, (prepared.attributes.draftMeta ?? {}) as DiscussionDraftMeta);
    // The draft goes in the discussion's own transaction, and only while it is still this
    // process's claim: posted and removed together (a crash between the two published it again
    // once the claim ran out), and never posted twice when another process took it over.
    const discussion = await createDiscussion(
      service,
      post,
      async (trx) => {
        const removed = await trx
          .deleteFrom("drafts")
          .where("draftID", "=", row.draftID)
          .where("publishClaimedUntil", "=", row.publishClaimedUntil)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) !== 1) throw new DraftTakenElsewhere();
      },
      // The post type's own record (a poll and its options), from the fields the draft kept.
      typeFields ? (trx, discussionID) => typeFields.handler.write(trx, { discussionID, insertUserID: row.insertUserID }, typeFields.fields, now) : undefined,
    );
    return { draftID: row.draftID, discussionID: discussion.discussionID };
  } catch (error) {
    // Deleted by its author meanwhile, or another process's now: not ours to mark failed.
    if (error instanceof DraftTakenElsewhere) return { draftID: row.draftID, failedReason: error.message };
    const failedReason = reasonOf(error);
    if (!(error instanceof HttpError)) ctx.log.error({ err: error, draftID: row.draftID }, "Publishing a scheduled draft failed");
    await db
      .updateTable("drafts")
      .set({ draftStatus: "error", publishClaimedUntil: null, attributes: JSON.stringify({ ...storedAttributes(row), failedReason }) })
      .where("draftID", "=", row.draftID)
      .execute();
    return { draftID: row.draftID, failedReason };
  }
}

/** The claimed draft was no longer there, or no longer this process's claim, when its post was written. */
class DraftTakenElsewhere extends Error {
  constructor() {
    super("The draft was deleted or taken by another process before it was published.");
  }
}

/** A sentence the author can act on: the error's text and, for a 422, what was wrong with which field. */
function reasonOf(error: unknown): string {
  if (!(error instanceof HttpError)) return "Something went wrong.";
  const fields = Object.values(error.errors ?? {}).flatMap((list) => list.map((e) => e.message));
  const text = error.description ?? error.message;
  return fields.length > 0 ? `${text} ${fields.join(" ")}` : text;
}
