import { cookBody } from "@quorum/server";
import type { ConversationsDb } from "../db/ConversationTables";

/**
 * Writes a message inside the caller's transaction: sanitized once (the forum's renderer, as
 * comments are), counted on the conversation, unread for every other participant still in it,
 * read for the sender. Answers its id.
 */
export async function insertMessage(trx: ConversationsDb, input: { conversationID: number; senderID: number; body: string; format: string }): Promise<number> {
  const { bodyHtml, excerpt } = cookBody(input.body, input.format);
  const now = new Date();
  const { messageID } = await trx
    .insertInto("conversationMessages")
    .values({
      conversationID: input.conversationID,
      insertUserID: input.senderID,
      body: input.body,
      format: input.format,
      bodyHtml,
      excerpt,
      dateInserted: now,
    })
    .returning("messageID")
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("conversations")
    .set((eb) => ({ countMessages: eb("countMessages", "+", 1), lastMessageID: messageID, dateLastMessage: now }))
    .where("conversationID", "=", input.conversationID)
    .execute();
  await trx
    .updateTable("conversationParticipants")
    .set((eb) => ({ countUnread: eb("countUnread", "+", 1), dateLastMessage: now }))
    .where("conversationID", "=", input.conversationID)
    .where("userID", "!=", input.senderID)
    .where("left", "=", false)
    .execute();
  await trx
    .updateTable("conversationParticipants")
    .set({ countUnread: 0, lastReadMessageID: messageID, dateLastViewed: now, dateLastMessage: now })
    .where("conversationID", "=", input.conversationID)
    .where("userID", "=", input.senderID)
    .execute();
  return messageID;
}
