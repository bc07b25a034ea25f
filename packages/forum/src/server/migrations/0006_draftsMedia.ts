import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

// The mention key of services/users/MENTION_KEY_SQL, written out here as migrations never change.
const MENTION_KEY = `(regexp_replace(lower("name"), '[[:punct:][:space:]]+', '', 'g') COLLATE "C")`;

const statements = [
  `CREATE TABLE "drafts" (
    "draftID" serial PRIMARY KEY,
    "recordType" text NOT NULL CHECK ("recordType" IN ('discussion', 'comment')),
    "recordID" integer,
    "parentRecordType" text CHECK ("parentRecordType" IN ('category', 'discussion')),
    "parentRecordID" integer,
    "draftStatus" text NOT NULL DEFAULT 'draft' CHECK ("draftStatus" IN ('draft', 'scheduled', 'error')),
    "dateScheduled" timestamptz,
    "attributes" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "insertUserID" integer NOT NULL REFERENCES "users" ("userID") ON DELETE CASCADE,
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    "updateUserID" integer,
    "dateUpdated" timestamptz,
    "publishClaimedUntil" timestamptz
  )`,
  // Every read is one author's drafts.
  `CREATE INDEX "drafts_user" ON "drafts" ("insertUserID", "draftID" DESC)`,
  // The scheduler's "next due" and "all due" queries read only the scheduled few.
  `CREATE INDEX "drafts_due" ON "drafts" ("dateScheduled") WHERE "draftStatus" = 'scheduled'`,

  `CREATE TABLE "media" (
    "mediaID" serial PRIMARY KEY,
    "storageKey" text NOT NULL UNIQUE,
    "name" text NOT NULL,
    "type" text NOT NULL,
    "size" integer NOT NULL,
    "width" integer,
    "height" integer,
    "foreignType" text,
    "foreignID" integer,
    "insertUserID" integer NOT NULL,
    "dateInserted" timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX "media_foreign" ON "media" ("foreignType", "foreignID")`,

  `CREATE INDEX "users_mention_key" ON "users" (${MENTION_KEY})`,
];

/** Drafts (and their schedule), uploaded media, and the index behind `/users/by-names`. */
export const m0006DraftsMedia: AddonMigration = {
  name: "0006_draftsMedia",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
