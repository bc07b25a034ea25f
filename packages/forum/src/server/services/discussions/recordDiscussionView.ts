import type { Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";

/**
 * A view of a discussion page: counts the view and, for a member, marks every comment so far as
 * read (the unread markers of lists compare against this). Two statements in one transaction.
 */
export async function recordDiscussionView(db: ForumDb, viewer: Viewer, discussionID: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("discussions")
      .set((eb) => ({ countViews: eb("countViews", "+", 1) }))
      .where("discussionID", "=", discussionID)
      .returning("countComments")
      .executeTakeFirst();
    if (!updated || viewer.user.userID <= 0) return;
    const now = new Date();
    await trx
      .insertInto("userDiscussion")
      .values({ userID: viewer.user.userID, discussionID, dateLastViewed: now, countCommentsRead: updated.countComments })
      .onConflict((oc) => oc.columns(["userID", "discussionID"]).doUpdateSet({ dateLastViewed: now, countCommentsRead: updated.countComments }))
      .execute();
  });
}
