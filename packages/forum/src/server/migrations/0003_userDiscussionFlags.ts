import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

const statements = [
  `ALTER TABLE "userDiscussion" ADD COLUMN "muted" boolean NOT NULL DEFAULT false`,
  `ALTER TABLE "userDiscussion" ADD COLUMN "dismissed" boolean NOT NULL DEFAULT false`,
  // A member's lists read their muted (and dismissed) ids once per statement: a few index entries
  // each, read without touching the table. Partial: most rows are neither.
  `CREATE INDEX "userDiscussion_muted" ON "userDiscussion" ("userID", "discussionID") WHERE "muted"`,
  `CREATE INDEX "userDiscussion_dismissed" ON "userDiscussion" ("userID", "discussionID") WHERE "dismissed"`,
];

/** A member's mute and dismissal of a discussion (spec §4 toggles), beside their bookmark and read state. */
export const m0003UserDiscussionFlags: AddonMigration = {
  name: "0003_userDiscussionFlags",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
