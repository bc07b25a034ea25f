import { HttpError, type Viewer } from "@quorum/server";
import { searchChanged } from "../search/searchChanged";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { discussionAuditEntry } from "../audit/discussionAuditEntry";
import { recordAudit } from "../audit/recordAudit";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import { refreshCategoryLastPost } from "../categories/refreshCategoryLastPost";
import type { DiscussionRow } from "../discussions/DiscussionRow";
import { discussionUrl } from "../discussions/discussionUrl";
import type { ViewableDiscussion } from "../discussions/loadViewableDiscussion";
import { refreshHot } from "../discussions/refreshHot";
import type { ServiceContext } from "../ServiceContext";
import { loadBulkTarget } from "./loadBulkTarget";
import { redirectFields, REDIRECT_TYPE } from "./redirectFields";
import { removeDiscussion, untagDiscussion } from "./removeDiscussion";
import { requireBulkPermission } from "./requireBulkPermission";
import { requirePostingCategory } from "./requirePostingCategory";

/**
 * One record of `PATCH /discussions/merge`, in one transaction: the source's own post becomes a
 * comment of the destination (its author and date kept), its comments move there too — the
 * thread reads by date, so they fall in place — and the source is deleted or, with
 * `addRedirects`, becomes a redirect to the destination. Every count follows: the destination's
 * comments and last comment, both categories' counts and last posts, the source author's counts.
 */
export async function bulkMergeDiscussion(
  ctx: ServiceContext,
  sourceID: number,
  options: { destinationDiscussionID: number; addRedirects: boolean },
): Promise<void> {
  const { viewer } = ctx;
  const destinationID = options.destinationDiscussionID;
  if (sourceID === destinationID) return;
  await ctx.db.transaction().execute(async (trx) => {
    const { source, destination } = await lockPair(trx, viewer, sourceID, destinationID);
    if (source.row.type === REDIRECT_TYPE || destination.row.type === REDIRECT_TYPE) {
      throw new HttpError(400, `Discussions of type "${REDIRECT_TYPE}" can't be merged.`);
    }
    requireBulkPermission(viewer, "merge", source.category);
    requirePostingCategory(viewer, destination.index, destination.row.categoryID, "destinationDiscussionID");
    const { index } = destination;
    const from = source.row;

    const { commentID } = await trx
      .insertInto("comments")
      .values({
        discussionID: destinationID,
        body: from.body,
        format: from.format,
        bodyHtml: from.bodyHtml,
        insertUserID: from.insertUserID,
        dateInserted: from.dateInserted,
        updateUserID: from.updateUserID,
        dateUpdated: from.dateUpdated,
        attributes: JSON.stringify({ mergedFrom: { discussionID: from.discussionID, name: from.name } }),
      })
      .returning("commentID")
      .executeTakeFirstOrThrow();
    const moved = Number(
      (await trx.updateTable("comments").set({ discussionID: destinationID }).where("discussionID", "=", from.discussionID).executeTakeFirst()).numUpdatedRows,
    );
    await trx
      .updateTable("users")
      .set((eb) => ({ countComments: eb("countComments", "+", 1) }))
      .where("userID", "=", from.insertUserID)
      .execute();
    await recountThread(trx, destinationID);
    await adjustCategoryCounts(trx, index, destination.row.categoryID, { discussions: 0, comments: moved + 1 });
    await adjustCategoryCounts(trx, index, from.categoryID, { discussions: 0, comments: -moved });

    if (options.addRedirects) await becomeRedirect(trx, from, discussionUrl(destinationID, destination.row.name));
    else await removeDiscussion(trx, index, from);
    // The source is no result any more (gone, or a redirect stub); its post and comments are now the destination's.
    await searchChanged(ctx, trx, "discussion", from.discussionID, "delete");
    await searchChanged(ctx, trx, "comment", commentID, "write");
    await searchChanged(ctx, trx, "discussion", destinationID, "write");
    await refreshCategoryLastPost(trx, index, from.categoryID);
    await refreshCategoryLastPost(trx, index, destination.row.categoryID);
    await recordAudit(
      trx,
      viewer,
      discussionAuditEntry(from, "merge", { destinationDiscussionID: destinationID, commentID, addRedirects: options.addRedirects }),
    );
  });
  invalidateCategoryIndex(ctx.db);
}

/** Both discussions, locked in id order so two merges of the same pair cannot deadlock. */
async function lockPair(
  trx: ForumDb,
  viewer: Viewer,
  sourceID: number,
  destinationID: number,
): Promise<{ source: ViewableDiscussion; destination: ViewableDiscussion }> {
  if (sourceID < destinationID) {
    const source = await loadBulkTarget(trx, viewer, sourceID);
    return { source, destination: await loadDestination(trx, viewer, destinationID) };
  }
  const destination = await loadDestination(trx, viewer, destinationID);
  return { source: await loadBulkTarget(trx, viewer, sourceID), destination };
}

async function loadDestination(trx: ForumDb, viewer: Viewer, destinationID: number): Promise<ViewableDiscussion> {
  try {
    return await loadBulkTarget(trx, viewer, destinationID);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw new HttpError(404, "The destination discussion was not found.");
    throw error;
  }
}

/** A thread's comment count and last comment from its rows (a sunk discussion keeps its date, as it is never bumped). */
async function recountThread(trx: ForumDb, discussionID: number): Promise<void> {
  await sql`
    UPDATE "discussions" AS d
    SET "countComments" = c.n, "lastCommentID" = c."commentID", "lastCommentUserID" = c."insertUserID",
        "dateLastComment" = CASE WHEN d.sink THEN d."dateLastComment" ELSE greatest(d."dateLastComment", c."dateInserted") END
    FROM (
      SELECT "commentID", "insertUserID", "dateInserted", count(*) OVER ()::integer AS n
      FROM "comments" WHERE "discussionID" = ${discussionID}
      ORDER BY "dateInserted" DESC, "commentID" DESC LIMIT 1
    ) AS c
    WHERE d."discussionID" = ${discussionID}`.execute(trx);
  await refreshHot(trx, [discussionID]);
}

/** Turns a merged-away discussion into a redirect in place, so its old links lead to the destination. */
async function becomeRedirect(trx: ForumDb, row: DiscussionRow, url: string): Promise<void> {
  await untagDiscussion(trx, row.discussionID);
  await trx
    .updateTable("discussions")
    .set({ ...redirectFields(url, "merged"), countComments: 0, lastCommentID: null, lastCommentUserID: row.insertUserID, pinned: false, pinLocation: null })
    .where("discussionID", "=", row.discussionID)
    .execute();
  await refreshHot(trx, [row.discussionID]);
}
