import { sql } from "kysely";
import type { AddonMigration } from "../addons/defineServerAddon";

/**
 * A member's notification defaults (spec §3 "Notification preferences", user defaults): one row per
 * user and key they changed (the rest are the defaults, `readNotificationPreferences`), the
 * language notifications are written in, and the pending email confirmation of each member whose
 * address is not confirmed yet (spec §5): only the token's SHA-256 is kept, with its expiry and
 * the address it confirms.
 */
export const coreMigration0008: AddonMigration = {
  name: "0008_notificationPreferencesAndEmailConfirmation",
  async up(db) {
    await db.schema
      .createTable("notificationPreferences")
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("popup", "boolean", (c) => c.notNull())
      .addColumn("email", "boolean", (c) => c.notNull())
      .addPrimaryKeyConstraint("notificationPreferences_pk", ["userID", "key"])
      .execute();
    // Notifications read one key for many users at once (the followers of a post).
    await sql`CREATE INDEX "notificationPreferences_key" ON "notificationPreferences" ("key", "userID")`.execute(db);
    await db.schema
      .createTable("notificationLanguages")
      .addColumn("userID", "integer", (c) => c.primaryKey().references("users.userID").onDelete("cascade"))
      .addColumn("language", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("emailConfirmations")
      .addColumn("userID", "integer", (c) => c.primaryKey().references("users.userID").onDelete("cascade"))
      .addColumn("tokenHash", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("dateExpires", "timestamptz", (c) => c.notNull())
      .execute();
  },
};
