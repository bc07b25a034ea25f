import type { AddonMigration } from "../addons/defineServerAddon";

/**
 * A member may make their profile private (spec §6): then only they and those with
 * `personalInfo.view` see more than the restricted card and profile.
 */
export const coreMigration0005: AddonMigration = {
  name: "0005_privateProfiles",
  async up(db) {
    await db.schema
      .alterTable("users")
      .addColumn("private", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
  },
};
