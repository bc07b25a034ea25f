import type { ConversationsDb } from "../db/ConversationTables";

/** Per member, the conversations they are in with messages they have not read (one query for any number of members). */
export async function countUnreadConversations(db: ConversationsDb, userIDs: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (userIDs.length === 0) return counts;
  const rows = await db
    .selectFrom("conversationParticipants")
    .select((eb) => ["userID", eb.fn.countAll<string | number>().as("count")])
    .where("userID", "in", userIDs)
    .where("left", "=", false)
    .where("countUnread", ">", 0)
    .groupBy("userID")
    .execute();
  for (const row of rows) counts.set(row.userID, Number(row.count));
  return counts;
}
