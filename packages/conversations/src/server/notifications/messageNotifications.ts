import { escapeHtml } from "@quorum/api";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { conversationPath } from "../../shared/conversationPath";
import { conversationsDb } from "../db/ConversationTables";

/**
 * A new message (spec §1, through the platform's notifications): every other participant still in
 * the conversation hears of it, by popup and email as their `ConversationMessage` preferences say.
 * Messages of one conversation merge into one unread entry per member.
 */
export const messageNotifications = defineNotificationSource({
  name: "conversations.message",
  addon: "conversations",
  params: Type.Object({ messageID: Type.Integer() }),
  async groups({ messageID }, coreDb): Promise<NotificationGroup[]> {
    const db = conversationsDb(coreDb);
    const message = await db
      .selectFrom("conversationMessages as m")
      .innerJoin("users as u", "u.userID", "m.insertUserID")
      .select(["m.messageID", "m.conversationID", "m.insertUserID", "u.name", "u.photoUrl"])
      .where("m.messageID", "=", messageID)
      .executeTakeFirst();
    if (!message) return [];
    const recipients = await db
      .selectFrom("conversationParticipants")
      .select("userID")
      .where("conversationID", "=", message.conversationID)
      .where("userID", "!=", message.insertUserID)
      .where("left", "=", false)
      .execute();
    const sender = escapeHtml(message.name);
    return [
      {
        type: "ConversationMessage",
        recipients: recipients.map((r) => r.userID),
        recordType: "message",
        recordID: message.messageID,
        discussionID: null,
        groupKey: `conversation:${message.conversationID}`,
        body: `<b>${sender}</b> sent you a message`,
        bodyGrouped: `<b>{count}</b> new messages in your conversation with <b>${sender}</b>`,
        url: conversationPath(message.conversationID),
        photoUrl: message.photoUrl || null,
        // The recipients are the conversation's participants, read when the job runs: they may read it.
        canSee: () => true,
      },
    ];
  },
});
