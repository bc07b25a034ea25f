import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import type { CategoryIndex } from "../categories/CategoryIndex";
import { refreshCategoryLastPost } from "../categories/refreshCategoryLastPost";
import type { DiscussionRow } from "../discussions/DiscussionRow";

/**
 * Deletes a discussion with whatever comments it still has, its tags and read state, inside the
 * caller's transaction, fixing every count the way `recountForum` would find them: the comment
 * authors', the author's, the tags' and the category's up the tree, and the category's last post.
 */
export async function removeDiscussion(trx: ForumDb, index: CategoryIndex, row: DiscussionRow): Promise<void> {
  // Counted from the rows, not row.countComments: a merge has already moved the comments away.
  const { n: comments } = await trx
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("discussionID", "=", row.discussionID)
    .executeTakeFirstOrThrow();
  await sql`
    UPDATE "users" AS u SET "countComments" = greatest(0, u."countComments" - c.n)
    FROM (SELECT "insertUserID", count(*)::integer AS n FROM "comments" WHERE "discussionID" = ${row.discussionID} GROUP BY "insertUserID") AS c
    WHERE u."userID" = c."insertUserID"`.execute(trx);
  await untagDiscussion(trx, row.discussionID);
  // Comments, tag links and read state go with the discussion (ON DELETE CASCADE).
  await trx.deleteFrom("discussions").where("discussionID", "=", row.discussionID).execute();
  await trx
    .updateTable("users")
    .set({ countDiscussions: sql<number>`greatest(0, "countDiscussions" - 1)` })
    .where("userID", "=", row.insertUserID)
    .execute();
  await adjustCategoryCounts(trx, index, row.categoryID, { discussions: -1, comments: -Number(comments) });
  await refreshCategoryLastPost(trx, index, row.categoryID);
}

/** Removes a discussion's tags, counting it out of each. */
export async function untagDiscussion(trx: ForumDb, discussionID: number): Promise<void> {
  await trx
    .updateTable("tags")
    .set({ countDiscussions: sql<number>`greatest(0, "countDiscussions" - 1)` })
    .where("tagID", "in", (eb) => eb.selectFrom("discussionTags").select("discussionTags.tagID").where("discussionTags.discussionID", "=", discussionID))
    .execute();
  await trx.deleteFrom("discussionTags").where("discussionID", "=", discussionID).execute();
}
