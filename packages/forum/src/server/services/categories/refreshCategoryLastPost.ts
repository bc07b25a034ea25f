import type { ForumDb } from "../../db/ForumTables";
import type { CategoryIndex } from "./CategoryIndex";

/**
 * Recomputes the last post of a category and its ancestors from the discussions themselves: the
 * most recently active discussion of each subtree (its last comment, if any). Used after a post
 * is removed or moved, when "the newest one wins" bookkeeping no longer holds. One indexed
 * query per level of the path (a handful).
 */
export async function refreshCategoryLastPost(db: ForumDb, index: CategoryIndex, categoryID: number): Promise<void> {
  for (const category of index.path(categoryID)) {
    const ids = index.subtree(category.categoryID).map((r) => r.categoryID);
    const latest = await db
      .selectFrom("discussions")
      .select(["discussionID", "lastCommentID", "dateLastComment"])
      .where("categoryID", "in", ids)
      .orderBy("dateLastComment", "desc")
      .orderBy("discussionID", "desc")
      .limit(1)
      .executeTakeFirst();
    await db
      .updateTable("categories")
      .set({
        lastDiscussionID: latest?.discussionID ?? null,
        lastCommentID: latest?.lastCommentID ?? null,
        dateLastPost: latest?.dateLastComment ?? null,
      })
      .where("categoryID", "=", category.categoryID)
      .execute();
  }
}
