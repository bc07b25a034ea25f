import { discussionPath, escapeHtml } from "@quorum/api";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { forumDb } from "../db/forumDb";
import { followedCategoryRecipients } from "./followedCategoryRecipients";
import { mentionedUserIDs } from "./mentionedUserIDs";
import { postAudience } from "./postAudience";

/** A new discussion (spec §3): the members it mentions, then the followers of its category. */
export const discussionNotifications = defineNotificationSource({
  name: "forum.discussion",
  addon: "forum",
  params: Type.Object({ discussionID: Type.Integer() }),
  async groups({ discussionID }, coreDb): Promise<NotificationGroup[]> {
    const db = forumDb(coreDb);
    const discussion = await db
      .selectFrom("discussions")
      .innerJoin("users", "users.userID", "discussions.insertUserID")
      .select([
        "discussions.discussionID",
        "discussions.name",
        "discussions.body",
        "discussions.format",
        "discussions.categoryID",
        "users.name as actorName",
        "users.photoUrl",
      ])
      .where("discussions.discussionID", "=", discussionID)
      .executeTakeFirst();
    if (!discussion) return [];
    const [mentioned, followers, canSee] = await Promise.all([
      mentionedUserIDs(db, discussion.body, discussion.format),
      followedCategoryRecipients(coreDb, discussion.categoryID, "posts"),
      postAudience(db, discussion.categoryID),
    ]);
    const actor = `<b>${escapeHtml(discussion.actorName)}</b>`;
    const title = `<b>${escapeHtml(discussion.name)}</b>`;
    const base = {
      recordType: "discussion",
      recordID: discussionID,
      discussionID,
      url: discussionPath(discussionID, discussion.name),
      photoUrl: discussion.photoUrl || null,
      canSee,
    };
    return [
      {
        ...base,
        type: "Mention",
        recipients: mentioned,
        groupKey: `mention:discussion:${discussionID}`,
        body: `${actor} mentioned you in ${title}`,
        bodyGrouped: `${actor} mentioned you in ${title}`,
      },
      {
        ...base,
        type: "NewDiscussion",
        recipients: followers.recipients,
        delivery: followers.delivery,
        groupKey: `new:discussion:${discussionID}`,
        body: `${actor} started a discussion: ${title}`,
        bodyGrouped: `${actor} started a discussion: ${title}`,
      },
    ];
  },
});
