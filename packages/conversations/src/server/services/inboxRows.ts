import { sql } from "kysely";
import type { ConversationsDb } from "../db/ConversationTables";

/**
 * The query of one inbox page (one row more than `limit`, to know whether another page follows):
 * the member's own participant rows only, unread first, then newest, read in order from the
 * inbox index, so a page costs the same with ten conversations or ten thousand.
 */
export function inboxRows(db: ConversationsDb, userID: number, page: number, limit: number) {
  return (
    db
      .selectFrom("conversationParticipants")
      .select(["conversationID", "countUnread"])
      .where("userID", "=", userID)
      .where("left", "=", false)
      // Written as the index's expression (a literal, not a parameter), so the planner can match it.
      .orderBy(sql`("countUnread" > 0)`, "desc")
      .orderBy("dateLastMessage", "desc")
      .orderBy("conversationID", "desc")
      .offset((page - 1) * limit)
      .limit(limit + 1)
  );
}
