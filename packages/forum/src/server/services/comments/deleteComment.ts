import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import { searchChanged } from "../search/searchChanged";
import { forbidden } from "@quorum/server";
import { sql } from "kysely";
import { commentRights } from "../../permissions/commentRights";
import { recordAudit } from "../audit/recordAudit";
import { editContentTimeout } from "../editContentTimeout";
import { runAddonWriteHooks } from "../addons/runAddonWriteHooks";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import { refreshCategoryLastPost } from "../categories/refreshCategoryLastPost";
import { refreshHot } from "../discussions/refreshHot";
import type { ServiceContext } from "../ServiceContext";
import { loadViewableComment } from "./loadViewableComment";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * Deletes a comment, as `commentRights` allows (its author within the edit window, or a
 * moderator). In one transaction the discussion's count and last comment, the category and author
 * counts, and the add-ons' `comment.afterDelete` hooks follow, with a `comment.delete` line in the
 * log under its discussion (spec §2's log of a discussion's deleted comments). A comment that later
 * comments followed leaves a tombstone where it stood (spec §3), so the replies keep their context;
 * a tombstone that no comment follows any more (its followers deleted too) has nothing left to
 * give context to and goes, so every tombstone stands before a comment.
 */
export async function deleteComment(ctx: ServiceContext, commentID: number): Promise<void> {
  const { viewer } = ctx;
  const { comment, row, category, index } = await loadViewableComment(ctx.db, viewer, commentID);
  if (!commentRights(viewer, comment, row.closed, await editContentTimeout(ctx), category).delete) throw forbidden();

  await ctx.db.transaction().execute(async (trx) => {
    // Compared in SQL: the stored times are finer than a JavaScript date.
    await sql`
      INSERT INTO "commentTombstones" ("commentID", "discussionID", "dateInserted", "deleteUserID")
      SELECT c."commentID", c."discussionID", c."dateInserted", ${viewer.user.userID}::integer FROM "comments" c
      WHERE c."commentID" = ${commentID}::integer AND EXISTS (
        SELECT 1 FROM "comments" later WHERE later."discussionID" = c."discussionID"
          AND (later."dateInserted", later."commentID") > (c."dateInserted", c."commentID"))`.execute(trx);
    await trx.deleteFrom("comments").where("commentID", "=", commentID).execute();
    await sql`
      DELETE FROM "commentTombstones" t WHERE t."discussionID" = ${row.discussionID}::integer AND NOT EXISTS (
        SELECT 1 FROM "comments" later WHERE later."discussionID" = t."discussionID"
          AND (later."dateInserted", later."commentID") > (t."dateInserted", t."commentID"))`.execute(trx);
    const latest = await trx
      .selectFrom("comments")
      .select(["commentID", "insertUserID", "dateInserted"])
      .where("discussionID", "=", row.discussionID)
      .orderBy("dateInserted", "desc")
      .orderBy("commentID", "desc")
      .limit(1)
      .executeTakeFirst();
    await recordAudit(trx, viewer, {
      action: "comment.delete",
      recordType: "comment",
      recordID: commentID,
      categoryID: category.categoryID,
      parentRecordID: row.discussionID,
      data: { name: row.name, insertUserID: comment.insertUserID },
    });
    await trx
      .updateTable("discussions")
      .set({
        countComments: sql<number>`greatest(0, "countComments" - 1)`,
        lastCommentID: latest?.commentID ?? null,
        lastCommentUserID: latest?.insertUserID ?? row.insertUserID,
        ...(row.sink ? {} : { dateLastComment: latest?.dateInserted ?? row.dateInserted }),
      })
      .where("discussionID", "=", row.discussionID)
      .execute();
    await refreshHot(trx, [row.discussionID]);
    await runAddonWriteHooks(ctx, trx, forumHooks.commentAfterDelete, { commentID, discussionID: row.discussionID, insertUserID: comment.insertUserID });
    await searchChanged(ctx, trx, "comment", commentID, "delete");
    await trx
      .updateTable("users")
      .set({ countComments: sql<number>`greatest(0, "countComments" - 1)` })
      .where("userID", "=", comment.insertUserID)
      .execute();
    await adjustCategoryCounts(trx, index, category.categoryID, { discussions: 0, comments: -1 });
    await refreshCategoryLastPost(trx, index, category.categoryID);
  });
  invalidateCategoryIndex(ctx.db);
}
