import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import { searchChanged } from "../search/searchChanged";
import { forbidden } from "@quorum/server";
import { sql } from "kysely";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { runAddonWriteHooks } from "../addons/runAddonWriteHooks";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import { refreshCategoryLastPost } from "../categories/refreshCategoryLastPost";
import { refreshHot } from "../discussions/refreshHot";
import type { ServiceContext } from "../ServiceContext";
import { loadViewableComment } from "./loadViewableComment";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * Deletes a comment (`comments.delete` in the category, or `community.moderate`). In one
 * transaction the discussion's count and last comment, the category and author counts, and the
 * add-ons' `comment.afterDelete` hooks follow.
 */
export async function deleteComment(ctx: ServiceContext, commentID: number): Promise<void> {
  const { viewer } = ctx;
  const { comment, row, category, index } = await loadViewableComment(ctx.db, viewer, commentID);
  if (!isCommunityModerator(viewer) && !canInCategory(viewer.permissions, "comments.delete", category)) throw forbidden();

  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("comments").where("commentID", "=", commentID).execute();
    const latest = await trx
      .selectFrom("comments")
      .select(["commentID", "insertUserID", "dateInserted"])
      .where("discussionID", "=", row.discussionID)
      .orderBy("dateInserted", "desc")
      .orderBy("commentID", "desc")
      .limit(1)
      .executeTakeFirst();
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
