import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

/**
 * The reaction types of spec §3, in display order, and the flag-class ones (spam, abuse) that
 * are never shown nor added through the reactions calls. `value` is what one reaction adds to
 * the post's score: +1 for the positive class, -1 for the negative class, 0 for flags — so up and
 * down are votes, and a like counts as much as an up.
 */
const REACTION_TYPES: ReadonlyArray<[urlcode: string, name: string, cls: "positive" | "negative" | "flag", description: string]> = [
  ["promote", "Promote", "positive", "Moderators may promote the best posts."],
  ["off-topic", "Off Topic", "negative", "Off topic posts are not relevant to the topic being discussed."],
  ["insightful", "Insightful", "positive", "Insightful posts bring new ideas or perspectives."],
  ["disagree", "Disagree", "negative", "You disagree with this post."],
  ["agree", "Agree", "positive", "You agree with this post."],
  ["dislike", "Dislike", "negative", "You dislike this post."],
  ["like", "Like", "positive", "You like this post."],
  ["up", "Up", "positive", "A vote up: this post deserves attention."],
  ["down", "Down", "negative", "A vote down: this post is not helpful."],
  ["support", "Support", "positive", "You support this post."],
  ["awesome", "Awesome", "positive", "Awesome posts amaze you."],
  ["lol", "LOL", "positive", "This post made you laugh."],
  ["wtf", "WTF", "negative", "This post leaves you baffled."],
  ["spam", "Spam", "flag", "Spam is unsolicited advertising."],
  ["abuse", "Abuse", "flag", "Abusive posts attack or harass someone."],
];

const VALUE = { positive: 1, negative: -1, flag: 0 } as const;

// Granted by role type, as the default roles were (DEFAULT_ROLES of @quorum/server): members may
// vote down and see who reacted; moderators and administrators hold the member grants too.
// (reactions.positive.add, flag.add, curation.manage and community.moderate exist already.)
const GRANTS: ReadonlyArray<[roleType: string, permission: string]> = [
  ["member", "reactions.negative.add"],
  ["member", "reactions.view"],
  ["moderator", "reactions.negative.add"],
  ["moderator", "reactions.view"],
  ["administrator", "reactions.negative.add"],
  ["administrator", "reactions.view"],
];

const statements = [
  `CREATE TABLE "reactionTypes" (
    "urlcode" text PRIMARY KEY,
    "tagID" integer NOT NULL UNIQUE,
    "name" text NOT NULL,
    "description" text NOT NULL DEFAULT '',
    "class" text NOT NULL CHECK ("class" IN ('positive', 'negative', 'flag')),
    "value" integer NOT NULL DEFAULT 0,
    "active" boolean NOT NULL DEFAULT true,
    "sort" integer NOT NULL DEFAULT 0
  )`,

  // One reaction per member per post (spec §4: a new reaction replaces the old one). The primary
  // key also serves the serializers' per-post counts (a prefix of it is the post).
  `CREATE TABLE "reactions" (
    "recordType" text NOT NULL CHECK ("recordType" IN ('discussion', 'comment')),
    "recordID" integer NOT NULL,
    "userID" integer NOT NULL REFERENCES "users" ("userID") ON DELETE CASCADE,
    "tagID" integer NOT NULL REFERENCES "reactionTypes" ("tagID"),
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("recordType", "recordID", "userID")
  )`,
  // The reactions log of a post, newest first.
  `CREATE INDEX "reactions_log" ON "reactions" ("recordType", "recordID", "dateInserted" DESC, "userID")`,
  `CREATE INDEX "reactions_user" ON "reactions" ("userID", "dateInserted" DESC)`,

  `CREATE TABLE "collections" (
    "collectionID" serial PRIMARY KEY,
    "name" text NOT NULL,
    "insertUserID" integer NOT NULL,
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    "updateUserID" integer,
    "dateUpdated" timestamptz
  )`,
  `CREATE TABLE "collectionRecords" (
    "collectionID" integer NOT NULL REFERENCES "collections" ("collectionID") ON DELETE CASCADE,
    "recordType" text NOT NULL,
    "recordID" integer NOT NULL,
    "sort" integer,
    "dateInserted" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("collectionID", "recordType", "recordID")
  )`,
  `CREATE INDEX "collectionRecords_record" ON "collectionRecords" ("recordType", "recordID")`,

  `CREATE TABLE "reports" (
    "reportID" serial PRIMARY KEY,
    "recordType" text NOT NULL CHECK ("recordType" IN ('discussion', 'comment')),
    "recordID" integer NOT NULL,
    "discussionID" integer NOT NULL,
    "placeRecordID" integer NOT NULL,
    "recordUserID" integer NOT NULL,
    "reason" text NOT NULL,
    "reportReasonIDs" text[] NOT NULL DEFAULT '{}',
    "status" text NOT NULL DEFAULT 'new' CHECK ("status" IN ('new', 'escalated', 'dismissed')),
    "insertUserID" integer NOT NULL,
    "dateInserted" timestamptz NOT NULL DEFAULT now()
  )`,
  // Comments' reportMeta counts per post; the moderators' list filters by status, newest first.
  `CREATE INDEX "reports_record" ON "reports" ("recordType", "recordID")`,
  `CREATE INDEX "reports_status" ON "reports" ("status", "reportID" DESC)`,

  // Reactions and collection entries point at posts without a foreign key (one table per kind of
  // post). Whoever deletes posts — one, a bulk delete, a discussion's comments by cascade — the
  // database drops what pointed at them, once per statement. Reports stay: they are the
  // moderators' history.
  `CREATE FUNCTION "forum_discussions_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM "reactions" WHERE "recordType" = 'discussion' AND "recordID" IN (SELECT "discussionID" FROM "gone");
    DELETE FROM "collectionRecords" WHERE "recordType" = 'discussion' AND "recordID" IN (SELECT "discussionID" FROM "gone");
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER "discussions_deleted" AFTER DELETE ON "discussions" REFERENCING OLD TABLE AS "gone"
    FOR EACH STATEMENT EXECUTE FUNCTION "forum_discussions_deleted"()`,
  `CREATE FUNCTION "forum_comments_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM "reactions" WHERE "recordType" = 'comment' AND "recordID" IN (SELECT "commentID" FROM "gone");
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER "comments_deleted" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS "gone"
    FOR EACH STATEMENT EXECUTE FUNCTION "forum_comments_deleted"()`,
];

/** Reactions (types, one per member per post), collections, reports, and the grants they need. */
export const m0004Reactions: AddonMigration = {
  name: "0004_reactions",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
    for (const [index, [urlcode, name, cls, description]] of REACTION_TYPES.entries()) {
      await sql`INSERT INTO "reactionTypes" ("urlcode", "tagID", "name", "description", "class", "value", "sort")
        VALUES (${urlcode}, ${index + 1}, ${name}, ${description}, ${cls}, ${VALUE[cls]}, ${index + 1})`.execute(db);
    }
    for (const [roleType, permission] of GRANTS) {
      await sql`INSERT INTO "rolePermissions" ("roleID", "resourceType", "resourceID", "permission", "granted")
        SELECT "roleID", 'global', 0, ${permission}, true FROM "roles" WHERE "type" = ${roleType}
        ON CONFLICT DO NOTHING`.execute(db);
    }
  },
};
