import { commentPath, discussionPath, escapeHtml } from "@quorum/api";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { forumDb } from "../db/forumDb";
import { postAudience } from "./postAudience";

/** A reaction to a member's post (spec §3): its author hears of it; reactions to one post merge until read. */
export const reactionNotifications = defineNotificationSource({
  name: "forum.reaction",
  addon: "forum",
  params: Type.Object({ recordType: Type.Union([Type.Literal("discussion"), Type.Literal("comment")]), recordID: Type.Integer(), userID: Type.Integer() }),
  async groups({ recordType, recordID, userID }, coreDb): Promise<NotificationGroup[]> {
    const db = forumDb(coreDb);
    const post =
      recordType === "comment"
        ? await db
            .selectFrom("comments")
            .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
            .select(["comments.insertUserID as authorID", "discussions.discussionID", "discussions.name", "discussions.categoryID"])
            .where("comments.commentID", "=", recordID)
            .executeTakeFirst()
        : await db
            .selectFrom("discussions")
            .select(["insertUserID as authorID", "discussionID", "name", "categoryID"])
            .where("discussionID", "=", recordID)
            .executeTakeFirst();
    const reactor = await db.selectFrom("users").select(["name", "photoUrl"]).where("userID", "=", userID).executeTakeFirst();
    // The reaction is still there: one taken back before the job ran notifies no one.
    const still = await db
      .selectFrom("reactions")
      .select("userID")
      .where("recordType", "=", recordType)
      .where("recordID", "=", recordID)
      .where("userID", "=", userID)
      .executeTakeFirst();
    if (!post || !reactor || !still) return [];
    const title = `<b>${escapeHtml(post.name)}</b>`;
    const what = recordType === "comment" ? "comment" : "discussion";
    return [
      {
        type: "Reaction",
        recipients: [post.authorID],
        recordType,
        recordID,
        discussionID: post.discussionID,
        groupKey: `reactions:${recordType}:${recordID}`,
        body: `<b>${escapeHtml(reactor.name)}</b> reacted to your ${what} in ${title}`,
        bodyGrouped: `<b>{count}</b> reactions to your ${what} in ${title}`,
        url: recordType === "comment" ? commentPath(recordID) : discussionPath(post.discussionID, post.name),
        photoUrl: reactor.photoUrl || null,
        canSee: await postAudience(db, post.categoryID),
      },
    ];
  },
});
