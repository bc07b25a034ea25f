import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

/**
 * Redirect stubs (type "redirect", left by moves and merges) are as hidden as their targets, so a
 * viewer's lists and counts look them up (`shownDiscussionSql`): a partial index keeps that to the
 * few stubs of a category instead of its every discussion.
 */
export const m0008RedirectStubs: AddonMigration = {
  name: "0008_redirectStubs",
  async up(db) {
    await sql`CREATE INDEX IF NOT EXISTS "discussions_redirects" ON "discussions" ("categoryID") WHERE "type" = 'redirect'`.execute(db);
  },
};
