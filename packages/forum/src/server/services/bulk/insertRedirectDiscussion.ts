import type { ForumDb } from "../../db/ForumTables";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import type { CategoryIndex } from "../categories/CategoryIndex";
import type { DiscussionRow } from "../discussions/DiscussionRow";
import { refreshHot } from "../discussions/refreshHot";
import { redirectFields } from "./redirectFields";

/**
 * Leaves a redirect where a moved discussion was: same name, author and dates (so it sits where
 * the original sat in its category's list), closed, linking to `url`. It counts as a discussion of
 * the category and of the author, as `recountForum` counts every row. Returns its id.
 */
export async function insertRedirectDiscussion(trx: ForumDb, index: CategoryIndex, original: DiscussionRow, url: string): Promise<number> {
  const { discussionID } = await trx
    .insertInto("discussions")
    .values({
      ...redirectFields(url, "moved"),
      name: original.name,
      categoryID: original.categoryID,
      insertUserID: original.insertUserID,
      dateInserted: original.dateInserted,
      dateLastComment: original.dateLastComment,
      lastCommentUserID: original.insertUserID,
      lastCommentID: null,
      updateUserID: null,
      pinLocation: null,
    })
    .returning("discussionID")
    .executeTakeFirstOrThrow();
  await refreshHot(trx, [discussionID]);
  await adjustCategoryCounts(trx, index, original.categoryID, { discussions: 1, comments: 0 });
  await trx
    .updateTable("users")
    .set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) }))
    .where("userID", "=", original.insertUserID)
    .execute();
  return discussionID;
}
