import type { Conversation } from "../../shared/conversationSchemas";
import { conversationPath } from "../../shared/conversationPath";
import type { ConversationsDb } from "../db/ConversationTables";
import { unknownUser, userFragments } from "./userFragments";

/** The viewer's read state per conversation (none for staff reading a conversation they are not in). */
export type ReadStates = ReadonlyMap<number, number>;

/**
 * Conversations as the API answers them, in the order of `conversationIDs`: three queries for any
 * number of them (the conversations with their last messages, the participants, their users).
 */
export async function serializeConversations(
  db: ConversationsDb,
  conversationIDs: readonly number[],
  viewerID: number,
  unread: ReadStates,
): Promise<Conversation[]> {
  if (conversationIDs.length === 0) return [];
  const [rows, participants] = await Promise.all([
    db
      .selectFrom("conversations as c")
      .leftJoin("conversationMessages as m", "m.messageID", "c.lastMessageID")
      .select([
        "c.conversationID",
        "c.insertUserID",
        "c.dateInserted",
        "c.countMessages",
        "c.countParticipants",
        "m.messageID",
        "m.insertUserID as lastUserID",
        "m.dateInserted as lastDate",
        "m.excerpt",
      ])
      .where("c.conversationID", "in", conversationIDs)
      .execute(),
    db
      .selectFrom("conversationParticipants")
      .select(["conversationID", "userID", "left"])
      .where("conversationID", "in", conversationIDs)
      .orderBy("conversationID")
      .orderBy("userID")
      .execute(),
  ]);
  const users = await userFragments(db, [
    ...participants.map((p) => p.userID),
    ...rows.map((r) => r.insertUserID),
    ...rows.flatMap((r) => (r.lastUserID === null ? [] : [r.lastUserID])),
  ]);
  const user = (id: number) => users.get(id) ?? unknownUser(id);
  const byID = new Map(rows.map((row) => [row.conversationID, row]));
  return conversationIDs.flatMap((id): Conversation[] => {
    const row = byID.get(id);
    if (!row) return [];
    const people = participants.filter((p) => p.conversationID === id);
    const others = people.filter((p) => p.userID !== viewerID && !p.left).map((p) => user(p.userID).name);
    const countUnread = unread.get(id) ?? 0;
    return [
      {
        conversationID: id,
        name: others.length > 0 ? others.join(", ") : user(viewerID).name,
        url: conversationPath(id),
        insertUserID: row.insertUserID,
        insertUser: user(row.insertUserID),
        dateInserted: row.dateInserted.toISOString(),
        countMessages: row.countMessages,
        countParticipants: row.countParticipants,
        countUnread,
        unread: countUnread > 0,
        lastMessage:
          row.messageID === null || row.lastUserID === null || row.lastDate === null
            ? null
            : {
                messageID: row.messageID,
                insertUserID: row.lastUserID,
                insertUser: user(row.lastUserID),
                dateInserted: row.lastDate.toISOString(),
                excerpt: row.excerpt ?? "",
              },
        participants: people.map((p) => ({ userID: p.userID, status: p.left ? "left" : "participating", user: user(p.userID) })),
      },
    ];
  });
}
