import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

// Idea categories, the site's idea statuses (seeded with the usual six), votes and status notes.
// Rows go with their category, discussion or user; the forum's tables exist first (the add-on
// requires the forum, whose migrations run first).
const statements = [
  `CREATE TABLE "ideationCategories" (
    "categoryID" integer PRIMARY KEY REFERENCES "categories" ("categoryID") ON DELETE CASCADE,
    "allowDownVotes" boolean NOT NULL DEFAULT false,
    "dateUpdated" timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE "ideationStatuses" (
    "statusID" serial PRIMARY KEY,
    "name" text NOT NULL UNIQUE,
    "state" text NOT NULL CHECK ("state" IN ('open', 'closed')),
    "sort" integer NOT NULL DEFAULT 0,
    "isDefault" boolean NOT NULL DEFAULT false
  )`,
  `CREATE UNIQUE INDEX "ideationStatuses_default" ON "ideationStatuses" ("isDefault") WHERE "isDefault"`,
  `INSERT INTO "ideationStatuses" ("name", "state", "sort", "isDefault") VALUES
    ('Active', 'open', 1, true), ('In Review', 'open', 2, false), ('Planned', 'open', 3, false),
    ('In Progress', 'open', 4, false), ('Completed', 'closed', 5, false), ('Declined', 'closed', 6, false)`,
  `CREATE TABLE "ideationVotes" (
    "discussionID" integer NOT NULL REFERENCES "discussions" ("discussionID") ON DELETE CASCADE,
    "userID" integer NOT NULL,
    "value" integer NOT NULL CHECK ("value" IN (-1, 1)),
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("discussionID", "userID")
  )`,
  `CREATE TABLE "ideationNotes" (
    "discussionID" integer PRIMARY KEY REFERENCES "discussions" ("discussionID") ON DELETE CASCADE,
    "note" text NOT NULL,
    "updateUserID" integer NOT NULL,
    "dateUpdated" timestamptz NOT NULL DEFAULT now()
  )`,
];

/** Creates the add-on's tables and seeds the statuses Active … Declined (Completed and Declined closed). */
export const m0001Ideation: AddonMigration = {
  name: "0001_ideation",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
