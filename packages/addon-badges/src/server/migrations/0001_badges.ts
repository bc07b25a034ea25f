import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";
import { badgesDb } from "../db/BadgesTables";
import { AUTOMATIC_BADGES } from "./AUTOMATIC_BADGES";

/**
 * Badges, the members holding them (with the award date the leaderboard's periods read) and
 * members' requests. Rows go with their badge or user (cascade). The automatic badges of issue 17
 * §4 are written here, so a site has them from the first enable, demo or not.
 */
export const m0001Badges: AddonMigration = {
  name: "0001_badges",
  async up(db) {
    await db.schema
      .createTable("badges")
      .addColumn("badgeID", "serial", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("icon", "text", (c) => c.notNull())
      .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("ruleType", "text")
      .addColumn("ruleThreshold", "integer")
      .addColumn("requestable", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("insertUserID", "integer", (c) => c.references("users.userID").onDelete("set null"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable("userBadges")
      .addColumn("badgeID", "integer", (c) => c.notNull().references("badges.badgeID").onDelete("cascade"))
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("insertUserID", "integer", (c) => c.references("users.userID").onDelete("set null"))
      .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint("userBadges_pk", ["badgeID", "userID"])
      .execute();
    // A member's badges (profile, points) and the leaderboard's periods.
    await db.schema.createIndex("userBadges_user").on("userBadges").columns(["userID", "dateInserted"]).execute();
    await db.schema.createIndex("userBadges_date").on("userBadges").columns(["dateInserted"]).execute();
    await db.schema
      .createTable("badgeRequests")
      .addColumn("requestID", "serial", (c) => c.primaryKey())
      .addColumn("badgeID", "integer", (c) => c.notNull().references("badges.badgeID").onDelete("cascade"))
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("updateUserID", "integer", (c) => c.references("users.userID").onDelete("set null"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("dateUpdated", "timestamptz")
      .addUniqueConstraint("badgeRequests_badge_user", ["badgeID", "userID"])
      .execute();
    await db.schema.createIndex("badgeRequests_status").on("badgeRequests").columns(["status", "dateInserted"]).execute();
    await badgesDb(db)
      .insertInto("badges")
      .values(
        AUTOMATIC_BADGES.map((b) => ({
          name: b.name,
          description: b.description,
          icon: b.icon,
          points: b.points,
          ruleType: b.rule.type,
          ruleThreshold: b.rule.threshold,
          insertUserID: null,
        })),
      )
      .execute();
  },
};
