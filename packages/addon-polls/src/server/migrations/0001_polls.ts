import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";

/**
 * Polls (one per discussion of type "poll"), their options and the votes. Rows go with their
 * discussion, poll, option or user (cascade); the forum's tables exist first (the add-on requires it).
 */
export const m0001Polls: AddonMigration = {
  name: "0001_polls",
  async up(db) {
    await db.schema
      .createTable("polls")
      .addColumn("pollID", "serial", (c) => c.primaryKey())
      .addColumn("discussionID", "integer", (c) => c.notNull().unique().references("discussions.discussionID").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("multipleChoice", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("maxChoices", "integer")
      .addColumn("isPublic", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("dateClosed", "timestamptz")
      .addColumn("insertUserID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable("pollOptions")
      .addColumn("pollOptionID", "serial", (c) => c.primaryKey())
      .addColumn("pollID", "integer", (c) => c.notNull().references("polls.pollID").onDelete("cascade"))
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("pollOptions_poll").on("pollOptions").columns(["pollID", "sort"]).execute();
    await db.schema
      .createTable("pollVotes")
      .addColumn("pollID", "integer", (c) => c.notNull().references("polls.pollID").onDelete("cascade"))
      .addColumn("pollOptionID", "integer", (c) => c.notNull().references("pollOptions.pollOptionID").onDelete("cascade"))
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint("pollVotes_pk", ["pollOptionID", "userID"])
      .execute();
    // "Has this member voted" and "who voted" read a poll's votes by user.
    await db.schema.createIndex("pollVotes_poll_user").on("pollVotes").columns(["pollID", "userID"]).execute();
  },
};
