import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";

/**
 * Ranks (their label, level, criteria and abilities) and each member's stored rank. A member's row
 * goes with them; a deleted rank leaves its members without one until they are recomputed.
 */
export const m0001Ranks: AddonMigration = {
  name: "0001_ranks",
  async up(db) {
    await db.schema
      .createTable("ranks")
      .addColumn("rankID", "serial", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("userTitle", "text", (c) => c.notNull())
      .addColumn("labelStyle", "text", (c) =>
        c
          .notNull()
          .defaultTo("plain")
          .check(sql`"labelStyle" in ('plain', 'primary', 'success', 'danger')`),
      )
      .addColumn("level", "integer", (c) => c.notNull())
      .addColumn("minPosts", "integer")
      .addColumn("minPoints", "integer")
      .addColumn("minDays", "integer")
      .addColumn("roleIDs", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn("manualOnly", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("allowLinks", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("dateUpdated", "timestamptz")
      .execute();
    await db.schema
      .createTable("userRanks")
      .addColumn("userID", "integer", (c) => c.primaryKey().references("users.userID").onDelete("cascade"))
      .addColumn("rankID", "integer", (c) => c.references("ranks.rankID").onDelete("set null"))
      .addColumn("manual", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("dateComputed", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // Counting a rank's members.
    await db.schema.createIndex("userRanks_rank").on("userRanks").column("rankID").execute();
  },
};
