import { sql } from "kysely";
import type { AddonMigration } from "../addons/defineServerAddon";

/**
 * Counters of the throttles (`throttle/Throttle.ts`): failed sign-ins per account and per address,
 * registrations per address, posts per member. In the database, so every process of a site counts
 * the same attempts. One row per scope and key, its window opened by the first event.
 */
export const coreMigration0004: AddonMigration = {
  name: "0004_throttles",
  async up(db) {
    await db.schema
      .createTable("throttles")
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("windowStart", "timestamptz", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("throttles_pk", ["scope", "key"])
      .execute();
    // The sweep of old windows reads by age.
    await sql`CREATE INDEX "throttles_windowStart" ON "throttles" ("windowStart")`.execute(db);
  },
};
