import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import { searchChanged } from "../search/searchChanged";
import { sql } from "kysely";
import { forbidden } from "@quorum/server";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { discussionAuditEntry } from "../audit/discussionAuditEntry";
import { recordAudit } from "../audit/recordAudit";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import { refreshCategoryLastPost } from "../categories/refreshCategoryLastPost";
import type { ServiceContext } from "../ServiceContext";
import { loadViewableDiscussion } from "./loadViewableDiscussion";

/**
 * Deletes a discussion with its comments, tags and read state (needs `discussions.delete` in the
 * category, or `community.moderate`). Category, tag and user counts are fixed, and the audit line
 * (`discussion.delete`, with the name and author) written, in the same transaction.
 */
export async function deleteDiscussion(ctx: ServiceContext, discussionID: number): Promise<void> {
  const { viewer } = ctx;
  const { row, category, index } = await loadViewableDiscussion(ctx.db, viewer, discussionID);
  if (!isCommunityModerator(viewer) && !canInCategory(viewer.permissions, "discussions.delete", category)) throw forbidden();

  await ctx.db.transaction().execute(async (trx) => {
    // Per-author comment counts first, while the comments still exist (one statement for all authors).
    await sql`
      UPDATE "users" AS u SET "countComments" = greatest(0, u."countComments" - c.n)
      FROM (SELECT "insertUserID", count(*)::integer AS n FROM "comments" WHERE "discussionID" = ${discussionID} GROUP BY "insertUserID") AS c
      WHERE u."userID" = c."insertUserID"`.execute(trx);
    await trx
      .updateTable("tags")
      .set({ countDiscussions: sql<number>`greatest(0, "countDiscussions" - 1)` })
      .where("tagID", "in", (eb) => eb.selectFrom("discussionTags").select("discussionTags.tagID").where("discussionTags.discussionID", "=", discussionID))
      .execute();
    // Comments, tag links and read state go with the discussion (ON DELETE CASCADE).
    await trx.deleteFrom("discussions").where("discussionID", "=", discussionID).execute();
    await trx
      .updateTable("users")
      .set({ countDiscussions: sql<number>`greatest(0, "countDiscussions" - 1)` })
      .where("userID", "=", row.insertUserID)
      .execute();
    await adjustCategoryCounts(trx, index, category.categoryID, { discussions: -1, comments: -row.countComments });
    await refreshCategoryLastPost(trx, index, category.categoryID);
    await recordAudit(trx, viewer, discussionAuditEntry(row, "delete", { insertUserID: row.insertUserID }));
    await searchChanged(ctx, trx, "discussion", discussionID, "delete");
  });
  invalidateCategoryIndex(ctx.db);
}
