import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

// The columns of the forum's migration 0001_forum for the three tables Q&A touches, so the add-on's
// own migration (its foreign keys) and its seed (every NOT NULL column) meet the same schema here
// as on a site.
const statements = [
  `CREATE TABLE "categories" (
    "categoryID" serial PRIMARY KEY,
    "parentCategoryID" integer REFERENCES "categories" ("categoryID"),
    "name" text NOT NULL,
    "description" text NOT NULL DEFAULT '',
    "urlcode" text NOT NULL,
    "depth" integer NOT NULL DEFAULT 1,
    "sort" integer NOT NULL DEFAULT 0,
    "displayAs" text NOT NULL DEFAULT 'discussions',
    "permissionCategoryID" integer NOT NULL DEFAULT -1,
    "countDiscussions" integer NOT NULL DEFAULT 0,
    "countComments" integer NOT NULL DEFAULT 0,
    "countAllDiscussions" integer NOT NULL DEFAULT 0,
    "countAllComments" integer NOT NULL DEFAULT 0,
    "lastDiscussionID" integer,
    "lastCommentID" integer,
    "dateLastPost" timestamptz,
    "dateInserted" timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE "discussions" (
    "discussionID" serial PRIMARY KEY,
    "type" text NOT NULL DEFAULT 'discussion',
    "name" text NOT NULL,
    "body" text NOT NULL,
    "format" text NOT NULL DEFAULT 'rich2',
    "bodyHtml" text NOT NULL,
    "excerpt" text NOT NULL,
    "categoryID" integer NOT NULL REFERENCES "categories" ("categoryID"),
    "insertUserID" integer NOT NULL,
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    "updateUserID" integer,
    "dateUpdated" timestamptz,
    "dateLastComment" timestamptz NOT NULL DEFAULT now(),
    "lastCommentUserID" integer,
    "lastCommentID" integer,
    "countComments" integer NOT NULL DEFAULT 0,
    "countViews" integer NOT NULL DEFAULT 0,
    "score" integer NOT NULL DEFAULT 0,
    "hot" double precision NOT NULL DEFAULT 0,
    "pinned" boolean NOT NULL DEFAULT false,
    "pinLocation" text,
    "closed" boolean NOT NULL DEFAULT false,
    "sink" boolean NOT NULL DEFAULT false,
    "resolved" boolean NOT NULL DEFAULT false,
    "statusID" integer NOT NULL DEFAULT 0,
    "attributes" jsonb NOT NULL DEFAULT '{}'::jsonb
  )`,
  `CREATE TABLE "comments" (
    "commentID" serial PRIMARY KEY,
    "discussionID" integer NOT NULL REFERENCES "discussions" ("discussionID") ON DELETE CASCADE,
    "body" text NOT NULL,
    "format" text NOT NULL DEFAULT 'rich2',
    "bodyHtml" text NOT NULL,
    "insertUserID" integer NOT NULL,
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    "updateUserID" integer,
    "dateUpdated" timestamptz,
    "score" integer NOT NULL DEFAULT 0,
    "attributes" jsonb NOT NULL DEFAULT '{}'::jsonb
  )`,
];

/** The fixture forum's tables: the forum's categories, discussions and comments. */
export const fixtureForumTables: AddonMigration = {
  name: "0001_forum",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
