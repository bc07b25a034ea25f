import { commentPath, escapeHtml } from "@quorum/api";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { forumDb } from "../db/forumDb";
import { followedCategoryRecipients } from "./followedCategoryRecipients";
import { mentionedUserIDs } from "./mentionedUserIDs";
import { postAudience } from "./postAudience";

/**
 * A new comment (spec §3): mentioned members first, then the discussion's author, those who
 * bookmarked it, those who commented in it, and followers of its category. A member who muted
 * the discussion hears of its comments only when mentioned. The comment entries of one
 * discussion merge into one per member until read ("<b>3</b> new comments in …").
 */
export const commentNotifications = defineNotificationSource({
  name: "forum.comment",
  addon: "forum",
  params: Type.Object({ commentID: Type.Integer() }),
  async groups({ commentID }, coreDb): Promise<NotificationGroup[]> {
    const db = forumDb(coreDb);
    const comment = await db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .innerJoin("users", "users.userID", "comments.insertUserID")
      .select([
        "comments.commentID",
        "comments.body",
        "comments.format",
        "comments.insertUserID",
        "discussions.discussionID",
        "discussions.name as discussionName",
        "discussions.categoryID",
        "discussions.insertUserID as discussionAuthorID",
        "users.name as actorName",
        "users.photoUrl",
      ])
      .where("comments.commentID", "=", commentID)
      .executeTakeFirst();
    // Deleted before the job ran: nothing to tell.
    if (!comment) return [];
    const { discussionID } = comment;
    const [mentioned, flags, participants, followers, canSee] = await Promise.all([
      mentionedUserIDs(db, comment.body, comment.format),
      db
        .selectFrom("userDiscussion")
        .select(["userID", "bookmarked", "muted"])
        .where("discussionID", "=", discussionID)
        .where((eb) => eb.or([eb("bookmarked", "=", true), eb("muted", "=", true)]))
        .execute(),
      db.selectFrom("comments").select("insertUserID").distinct().where("discussionID", "=", discussionID).execute(),
      followedCategoryRecipients(coreDb, comment.categoryID, "comments"),
      postAudience(db, comment.categoryID),
    ]);
    const muted = new Set(flags.filter((flag) => flag.muted).map((flag) => flag.userID));
    const unmuted = (userIDs: readonly number[]) => userIDs.filter((userID) => !muted.has(userID));
    const actor = `<b>${escapeHtml(comment.actorName)}</b>`;
    const title = `<b>${escapeHtml(comment.discussionName)}</b>`;
    const base = {
      recordType: "comment",
      recordID: comment.commentID,
      discussionID,
      url: commentPath(comment.commentID),
      photoUrl: comment.photoUrl || null,
      canSee,
    };
    const thread = { ...base, groupKey: `comments:discussion:${discussionID}`, bodyGrouped: `<b>{count}</b> new comments in ${title}` };
    return [
      {
        ...base,
        type: "Mention",
        recipients: mentioned,
        groupKey: `mention:comment:${commentID}`,
        body: `${actor} mentioned you in ${title}`,
        bodyGrouped: `${actor} mentioned you in ${title}`,
      },
      { ...thread, type: "DiscussionComment", recipients: unmuted([comment.discussionAuthorID]), body: `${actor} commented on your discussion ${title}` },
      {
        ...thread,
        type: "BookmarkComment",
        recipients: unmuted(flags.filter((flag) => flag.bookmarked).map((flag) => flag.userID)),
        body: `${actor} commented on your bookmarked discussion ${title}`,
      },
      { ...thread, type: "ParticipateComment", recipients: unmuted(participants.map((row) => row.insertUserID)), body: `${actor} commented on ${title}` },
      { ...thread, type: "NewComment", recipients: unmuted(followers.recipients), delivery: followers.delivery, body: `${actor} commented on ${title}` },
    ];
  },
});
