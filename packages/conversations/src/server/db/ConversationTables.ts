import type { ColumnType, Generated, Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The add-on's own tables (migration 0001_conversations). */
type ConversationOwnTables = {
  conversations: {
    conversationID: Generated<number>;
    insertUserID: number;
    dateInserted: Timestamp;
    countMessages: Generated<number>;
    countParticipants: Generated<number>;
    lastMessageID: number | null;
    dateLastMessage: Timestamp;
  };
  conversationMessages: {
    messageID: Generated<number>;
    conversationID: number;
    insertUserID: number;
    body: string;
    format: string;
    bodyHtml: string;
    excerpt: string;
    dateInserted: Timestamp;
  };
  conversationParticipants: {
    conversationID: number;
    userID: number;
    countUnread: Generated<number>;
    lastReadMessageID: Generated<number>;
    dateLastViewed: NullableTimestamp;
    dateLastMessage: Timestamp;
    left: Generated<boolean>;
  };
  conversationBlocks: {
    userID: number;
    blockedUserID: number;
    dateInserted: Timestamp;
  };
};

/** A Kysely handle (or transaction) over the framework's tables and the add-on's. */
export type ConversationsDb = Kysely<CoreTables & ConversationOwnTables>;

/** Widens the framework's handle to the add-on's tables (types only; same connection). */
export function conversationsDb(db: Kysely<CoreTables>): ConversationsDb {
  return db.withTables<ConversationOwnTables>();
}
