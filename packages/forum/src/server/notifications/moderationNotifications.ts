import { commentPath, discussionPath, escapeHtml } from "@quorum/api";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { forumDb } from "../db/forumDb";
import { postAudience } from "./postAudience";

/** What a moderator did to a member's post. */
export const MODERATION_ACTIONS = ["edited", "deleted", "closed", "moved"] as const;

/**
 * A moderator acted on a member's post (spec §3): its author hears of it. Sent only when the
 * actor is not the author (the fan-out never tells anyone of their own action); a deleted comment
 * leads to its discussion, which must still be there and visible to the author.
 */
export const moderationNotifications = defineNotificationSource({
  name: "forum.moderation",
  addon: "forum",
  params: Type.Object({
    recordType: Type.Union([Type.Literal("discussion"), Type.Literal("comment")]),
    recordID: Type.Integer(),
    discussionID: Type.Integer(),
    authorID: Type.Integer(),
    moderatorID: Type.Integer(),
    action: Type.Union(MODERATION_ACTIONS.map((action) => Type.Literal(action))),
  }),
  async groups({ recordType, recordID, discussionID, authorID, moderatorID, action }, coreDb): Promise<NotificationGroup[]> {
    const db = forumDb(coreDb);
    const discussion = await db.selectFrom("discussions").select(["name", "categoryID"]).where("discussionID", "=", discussionID).executeTakeFirst();
    const moderator = await db.selectFrom("users").select(["name", "photoUrl"]).where("userID", "=", moderatorID).executeTakeFirst();
    if (!discussion || !moderator) return [];
    const what = recordType === "comment" ? "comment in" : "discussion";
    const body = `<b>${escapeHtml(moderator.name)}</b> ${action} your ${what} <b>${escapeHtml(discussion.name)}</b>`;
    return [
      {
        type: "Moderation",
        recipients: [authorID],
        recordType,
        recordID,
        discussionID,
        groupKey: `moderation:${recordType}:${recordID}:${action}`,
        body,
        bodyGrouped: body,
        url: recordType === "comment" && action !== "deleted" ? commentPath(recordID) : discussionPath(discussionID, discussion.name),
        photoUrl: moderator.photoUrl || null,
        canSee: await postAudience(db, discussion.categoryID),
      },
    ];
  },
});
