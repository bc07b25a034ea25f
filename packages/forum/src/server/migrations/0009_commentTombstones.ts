import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

const statements = [
  // A deleted comment that later comments followed keeps its place in the thread as a tombstone
  // (spec §3 "Comment display modes: full, tombstone"): only where it stood, nothing it said.
  `CREATE TABLE IF NOT EXISTS "commentTombstones" (
    "commentID" integer PRIMARY KEY,
    "discussionID" integer NOT NULL REFERENCES "discussions" ("discussionID") ON DELETE CASCADE,
    "dateInserted" timestamptz NOT NULL,
    "deleteUserID" integer NOT NULL,
    "dateDeleted" timestamptz NOT NULL DEFAULT now()
  )`,
  // The thread reads them in its own order, between two neighbouring comments.
  `CREATE INDEX IF NOT EXISTS "commentTombstones_discussion" ON "commentTombstones" ("discussionID", "dateInserted", "commentID")`,
  // The deleted comments of a discussion (spec §2: /log/filter?parentRecordID={id}&recordType=comment&operation=delete).
  `ALTER TABLE "auditLog" ADD COLUMN IF NOT EXISTS "parentRecordID" integer`,
  `CREATE INDEX IF NOT EXISTS "auditLog_parent" ON "auditLog" ("recordType", "parentRecordID", "auditLogID" DESC) WHERE "parentRecordID" IS NOT NULL`,
];

/** Tombstones of deleted comments, and the log's parent record (a comment's discussion). */
export const m0009CommentTombstones: AddonMigration = {
  name: "0009_commentTombstones",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
