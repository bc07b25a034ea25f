import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

// An account the site deletes goes as its posts' author does (spec §3 placeholder users): its
// messages and the conversations it started stay, naming its id, shown with the placeholder
// author; its participant rows go with it (it leaves every conversation). Before this, the
// foreign keys refused deleting anyone who had ever written a message (a 500).
const statements = [
  `ALTER TABLE "conversations" DROP CONSTRAINT IF EXISTS "conversations_insertUserID_fkey"`,
  `ALTER TABLE "conversationMessages" DROP CONSTRAINT IF EXISTS "conversationMessages_insertUserID_fkey"`,
  `ALTER TABLE "conversationParticipants" DROP CONSTRAINT IF EXISTS "conversationParticipants_userID_fkey"`,
  `ALTER TABLE "conversationParticipants" ADD CONSTRAINT "conversationParticipants_userID_fkey" FOREIGN KEY ("userID") REFERENCES "users" ("userID") ON DELETE CASCADE`,
];

/** Lets the site delete an account that took part in conversations. */
export const m0002DeletedUsers: AddonMigration = {
  name: "0002_deleted_users",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
