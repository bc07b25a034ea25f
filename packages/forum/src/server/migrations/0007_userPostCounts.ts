import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

/**
 * Each member's discussion and comment counts, on the framework's `users` table. The core
 * migration created them on every site made before the forum owned them (and still does: a
 * migration that ran is never changed), so they are added only where missing.
 */
export const m0007UserPostCounts: AddonMigration = {
  name: "0007_userPostCounts",
  async up(db) {
    await sql`ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "countDiscussions" integer NOT NULL DEFAULT 0`.execute(db);
    await sql`ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "countComments" integer NOT NULL DEFAULT 0`.execute(db);
  },
};
