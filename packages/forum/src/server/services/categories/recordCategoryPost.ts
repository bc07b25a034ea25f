import type { ForumDb } from "../../db/ForumTables";
import type { CategoryIndex } from "./CategoryIndex";

/** Makes a new post the last post of its category and every ancestor. */
export async function recordCategoryPost(
  db: ForumDb,
  index: CategoryIndex,
  categoryID: number,
  post: { discussionID: number; commentID: number | null; date: Date },
): Promise<void> {
  const path = index.path(categoryID).map((r) => r.categoryID);
  if (path.length === 0) return;
  await db
    .updateTable("categories")
    .set({ lastDiscussionID: post.discussionID, lastCommentID: post.commentID, dateLastPost: post.date })
    .where("categoryID", "in", path)
    .execute();
}
