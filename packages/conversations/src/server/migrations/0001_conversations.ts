import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

// Conversations, who takes part in them (with what each has read, and whether they left), their
// messages, and members' blocks. Switching the add-on off keeps every row: its routes stop
// answering, nothing is dropped.
const statements = [
  `CREATE TABLE "conversations" (
    "conversationID" serial PRIMARY KEY,
    "insertUserID" integer NOT NULL REFERENCES "users" ("userID"),
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    "countMessages" integer NOT NULL DEFAULT 0,
    "countParticipants" integer NOT NULL DEFAULT 0,
    "lastMessageID" integer,
    "dateLastMessage" timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE "conversationMessages" (
    "messageID" serial PRIMARY KEY,
    "conversationID" integer NOT NULL REFERENCES "conversations" ("conversationID") ON DELETE CASCADE,
    "insertUserID" integer NOT NULL REFERENCES "users" ("userID"),
    "body" text NOT NULL,
    "format" text NOT NULL,
    "bodyHtml" text NOT NULL,
    "excerpt" text NOT NULL,
    "dateInserted" timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX "conversationMessages_conversation" ON "conversationMessages" ("conversationID", "messageID")`,
  // One row per member and conversation. The inbox reads only this table's index: the member's
  // rows, unread first, newest first (dateLastMessage is copied here for that reason).
  `CREATE TABLE "conversationParticipants" (
    "conversationID" integer NOT NULL REFERENCES "conversations" ("conversationID") ON DELETE CASCADE,
    "userID" integer NOT NULL REFERENCES "users" ("userID"),
    "countUnread" integer NOT NULL DEFAULT 0,
    "lastReadMessageID" integer NOT NULL DEFAULT 0,
    "dateLastViewed" timestamptz,
    "dateLastMessage" timestamptz NOT NULL DEFAULT now(),
    "left" boolean NOT NULL DEFAULT false,
    PRIMARY KEY ("conversationID", "userID")
  )`,
  `CREATE INDEX "conversationParticipants_inbox" ON "conversationParticipants" ("userID", "left", (("countUnread" > 0)) DESC, "dateLastMessage" DESC, "conversationID" DESC)`,
  `CREATE TABLE "conversationBlocks" (
    "userID" integer NOT NULL REFERENCES "users" ("userID") ON DELETE CASCADE,
    "blockedUserID" integer NOT NULL REFERENCES "users" ("userID") ON DELETE CASCADE,
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("userID", "blockedUserID")
  )`,
];

/** Creates the conversations tables. */
export const m0001Conversations: AddonMigration = {
  name: "0001_conversations",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
