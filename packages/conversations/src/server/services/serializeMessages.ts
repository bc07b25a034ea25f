import type { Message } from "../../shared/conversationSchemas";
import type { ConversationsDb } from "../db/ConversationTables";
import { unknownUser, userFragments } from "./userFragments";

/** Message rows as the API answers them (their authors in one query). */
export async function serializeMessages(
  db: ConversationsDb,
  rows: readonly { messageID: number; conversationID: number; insertUserID: number; bodyHtml: string; dateInserted: Date }[],
): Promise<Message[]> {
  const users = await userFragments(
    db,
    rows.map((row) => row.insertUserID),
  );
  return rows.map((row) => ({
    messageID: row.messageID,
    conversationID: row.conversationID,
    insertUserID: row.insertUserID,
    insertUser: users.get(row.insertUserID) ?? unknownUser(row.insertUserID),
    body: row.bodyHtml,
    dateInserted: row.dateInserted.toISOString(),
  }));
}
