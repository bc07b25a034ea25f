import type { CoreTables, Viewer } from "@quorum/server";
import type { Kysely } from "kysely";
import { forumDb } from "../../db/forumDb";
import { viewCounterFor } from "./ViewCounter";

/**
 * A view of a discussion page: counts the view (buffered, see ViewCounter) and, for a member,
 * marks every comment so far as read (the unread markers of lists compare against this).
 */
export async function recordDiscussionView(db: Kysely<CoreTables>, viewer: Viewer, discussion: { discussionID: number; countComments: number }): Promise<void> {
  viewCounterFor(db).add(discussion.discussionID);
  if (viewer.user.userID <= 0) return;
  const now = new Date();
  const countCommentsRead = discussion.countComments;
  await forumDb(db)
    .insertInto("userDiscussion")
    .values({ userID: viewer.user.userID, discussionID: discussion.discussionID, dateLastViewed: now, countCommentsRead })
    .onConflict((oc) => oc.columns(["userID", "discussionID"]).doUpdateSet({ dateLastViewed: now, countCommentsRead }))
    .execute();
}
