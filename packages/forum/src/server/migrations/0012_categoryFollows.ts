import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

const statements = [
  // One row per member and category they follow (or have preferences for): spec §3's flat keys
  // as columns. Unfollowing deletes the row, so the table holds only what someone chose.
  `CREATE TABLE "userCategory" (
    "userID" integer NOT NULL REFERENCES "users" ("userID") ON DELETE CASCADE,
    "categoryID" integer NOT NULL REFERENCES "categories" ("categoryID") ON DELETE CASCADE,
    "followed" boolean NOT NULL DEFAULT false,
    "popupPosts" boolean NOT NULL DEFAULT false,
    "emailPosts" boolean NOT NULL DEFAULT false,
    "popupComments" boolean NOT NULL DEFAULT false,
    "emailComments" boolean NOT NULL DEFAULT false,
    "emailDigest" boolean NOT NULL DEFAULT false,
    "dateFollowed" timestamptz,
    "dateUpdated" timestamptz NOT NULL,
    PRIMARY KEY ("userID", "categoryID")
  )`,
  // The notifications' fan-out reads a category's followers: only the rows that follow it.
  `CREATE INDEX "userCategory_followers" ON "userCategory" ("categoryID", "userID") WHERE "followed"`,
  // Counted when a follow changes, in the same transaction, so lists read it with the category.
  `ALTER TABLE "categories" ADD COLUMN "countFollowers" integer NOT NULL DEFAULT 0`,
];

/** Members following categories (issue 13 §4): their preferences per category and each category's follower count. */
export const m0012CategoryFollows: AddonMigration = {
  name: "0012_categoryFollows",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
