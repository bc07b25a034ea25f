import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import type { CategoryIndex } from "./CategoryIndex";

/**
 * Adds to a category's own counts and to the countAll* of it and every ancestor, in one statement.
 * Negative deltas remove (a deleted post, a discussion moved away).
 */
export async function adjustCategoryCounts(
  db: ForumDb,
  index: CategoryIndex,
  categoryID: number,
  delta: { discussions: number; comments: number },
): Promise<void> {
  const path = index.path(categoryID).map((r) => r.categoryID);
  if (path.length === 0 || (delta.discussions === 0 && delta.comments === 0)) return;
  const own = (n: number) => sql<number>`case when "categoryID" = ${categoryID} then ${n}::integer else 0 end`;
  await db
    .updateTable("categories")
    .set((eb) => ({
      countDiscussions: eb("countDiscussions", "+", own(delta.discussions)),
      countComments: eb("countComments", "+", own(delta.comments)),
      countAllDiscussions: eb("countAllDiscussions", "+", delta.discussions),
      countAllComments: eb("countAllComments", "+", delta.comments),
    }))
    .where("categoryID", "in", path)
    .execute();
}
