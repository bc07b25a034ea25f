import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

// Plain SQL (PostgreSQL 15 compatible; PGlite runs the same text). Every list the API serves has an
// index whose order matches its sort, so a page costs O(page size) rather than a sort of the table.
const statements = [
  `CREATE TABLE "categories" (
    "categoryID" serial PRIMARY KEY,
    "parentCategoryID" integer REFERENCES "categories" ("categoryID") ON DELETE RESTRICT,
    "name" text NOT NULL,
    "description" text NOT NULL DEFAULT '',
    "urlcode" text NOT NULL,
    "depth" integer NOT NULL DEFAULT 1,
    "sort" integer NOT NULL DEFAULT 0,
    "displayAs" text NOT NULL DEFAULT 'discussions' CHECK ("displayAs" IN ('discussions', 'categories', 'flat', 'heading')),
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
  `CREATE UNIQUE INDEX "categories_urlcode" ON "categories" (lower("urlcode"))`,
  `CREATE INDEX "categories_parent_sort" ON "categories" ("parentCategoryID", "sort", "categoryID")`,
  `CREATE INDEX "categories_name_prefix" ON "categories" (lower("name") text_pattern_ops)`,

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
    "pinLocation" text CHECK ("pinLocation" IN ('category', 'recent')),
    "closed" boolean NOT NULL DEFAULT false,
    "sink" boolean NOT NULL DEFAULT false,
    "resolved" boolean NOT NULL DEFAULT false,
    "statusID" integer NOT NULL DEFAULT 0,
    "attributes" jsonb NOT NULL DEFAULT '{}'::jsonb
  )`,
  `CREATE INDEX "discussions_category_last" ON "discussions" ("categoryID", "dateLastComment" DESC, "discussionID" DESC)`,
  `CREATE INDEX "discussions_category_inserted" ON "discussions" ("categoryID", "dateInserted" DESC, "discussionID" DESC)`,
  `CREATE INDEX "discussions_last" ON "discussions" ("dateLastComment" DESC, "discussionID" DESC)`,
  `CREATE INDEX "discussions_inserted" ON "discussions" ("dateInserted", "discussionID")`,
  `CREATE INDEX "discussions_score" ON "discussions" ("score" DESC, "discussionID" DESC)`,
  `CREATE INDEX "discussions_hot" ON "discussions" ("hot" DESC, "discussionID" DESC)`,
  `CREATE INDEX "discussions_user" ON "discussions" ("insertUserID", "dateInserted" DESC)`,
  `CREATE INDEX "discussions_pinned" ON "discussions" ("pinLocation", "categoryID") WHERE "pinned"`,

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
  `CREATE INDEX "comments_discussion_inserted" ON "comments" ("discussionID", "dateInserted", "commentID")`,
  `CREATE INDEX "comments_discussion_score" ON "comments" ("discussionID", "score" DESC, "commentID")`,
  `CREATE INDEX "comments_user" ON "comments" ("insertUserID", "dateInserted" DESC)`,

  `CREATE TABLE "tags" (
    "tagID" serial PRIMARY KEY,
    "name" text NOT NULL,
    "urlcode" text NOT NULL UNIQUE,
    "type" text NOT NULL DEFAULT 'User',
    "countDiscussions" integer NOT NULL DEFAULT 0,
    "dateInserted" timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX "tags_name_prefix" ON "tags" (lower("name") text_pattern_ops)`,

  `CREATE TABLE "discussionTags" (
    "discussionID" integer NOT NULL REFERENCES "discussions" ("discussionID") ON DELETE CASCADE,
    "tagID" integer NOT NULL REFERENCES "tags" ("tagID") ON DELETE CASCADE,
    PRIMARY KEY ("discussionID", "tagID")
  )`,
  `CREATE INDEX "discussionTags_tag" ON "discussionTags" ("tagID", "discussionID")`,

  `CREATE TABLE "userDiscussion" (
    "userID" integer NOT NULL,
    "discussionID" integer NOT NULL REFERENCES "discussions" ("discussionID") ON DELETE CASCADE,
    "dateLastViewed" timestamptz,
    "countCommentsRead" integer NOT NULL DEFAULT 0,
    "bookmarked" boolean NOT NULL DEFAULT false,
    PRIMARY KEY ("userID", "discussionID")
  )`,
  `CREATE INDEX "userDiscussion_bookmarked" ON "userDiscussion" ("userID") WHERE "bookmarked"`,
];

/** Creates the forum's tables: categories, discussions, comments, tags, read state. */
export const m0001Forum: AddonMigration = {
  name: "0001_forum",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
