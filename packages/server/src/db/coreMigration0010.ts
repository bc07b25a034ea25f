import type { AddonMigration } from "../addons/defineServerAddon";

/**
 * The email digest (issue 13 §3): per member, up to when their last digest covered their
 * notifications. A digest is claimed by moving that mark before it is sent, so no two sweeps (nor
 * a restarted process) send the same one twice.
 */
export const coreMigration0010: AddonMigration = {
  name: "0010_emailDigests",
  async up(db) {
    await db.schema
      .createTable("emailDigests")
      .addColumn("userID", "integer", (c) => c.primaryKey().references("users.userID").onDelete("cascade"))
      .addColumn("dateCovered", "timestamptz", (c) => c.notNull())
      .execute();
  },
};
