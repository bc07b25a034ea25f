import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";

/**
 * Groups, their members (with a role), pending join requests and invitations, and which
 * discussions belong to a group. Rows go with their group, user or discussion (cascade).
 */
export const m0001Groups: AddonMigration = {
  name: "0001_groups",
  async up(db) {
    await db.schema
      .createTable("groups")
      .addColumn("groupID", "serial", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("iconUrl", "text")
      .addColumn("bannerUrl", "text")
      .addColumn("privacy", "text", (c) => c.notNull().check(sql`"privacy" in ('public', 'private', 'secret')`))
      .addColumn("insertUserID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("dateUpdated", "timestamptz")
      .execute();
    await db.schema
      .createTable("groupMembers")
      .addColumn("groupID", "integer", (c) => c.notNull().references("groups.groupID").onDelete("cascade"))
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("role", "text", (c) => c.notNull().check(sql`"role" in ('leader', 'member')`))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint("groupMembers_pk", ["groupID", "userID"])
      .execute();
    // Visibility checks ask "is this user in that group" for every list: the reverse index.
    await db.schema.createIndex("groupMembers_user").on("groupMembers").columns(["userID", "groupID"]).execute();
    await db.schema
      .createTable("groupApplicants")
      .addColumn("groupID", "integer", (c) => c.notNull().references("groups.groupID").onDelete("cascade"))
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("type", "text", (c) => c.notNull().check(sql`"type" in ('request', 'invitation')`))
      .addColumn("inviteUserID", "integer", (c) => c.references("users.userID").onDelete("set null"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint("groupApplicants_pk", ["groupID", "userID"])
      .execute();
    await db.schema
      .createTable("groupDiscussions")
      .addColumn("discussionID", "integer", (c) => c.primaryKey().references("discussions.discussionID").onDelete("cascade"))
      .addColumn("groupID", "integer", (c) => c.notNull().references("groups.groupID").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("groupDiscussions_group").on("groupDiscussions").columns(["groupID", "discussionID"]).execute();
  },
};
