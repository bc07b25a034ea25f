import { sql } from "kysely";
import type { AddonMigration } from "../addons/defineServerAddon";

/**
 * Remembers which declared permissions got their default grants (`definePermission`), so a site
 * manager's later revocation sticks. Permissions a site already grants (through the earlier
 * migrations' hand-written grants) count as done: upgrading a site changes no role.
 */
export const coreMigration0003: AddonMigration = {
  name: "0003_permission_defaults",
  async up(db) {
    await db.schema
      .createTable("permissionDefaults")
      .addColumn("permission", "text", (c) => c.primaryKey())
      .addColumn("dateGranted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`INSERT INTO "permissionDefaults" ("permission") SELECT DISTINCT "permission" FROM "rolePermissions"`.execute(db);
  },
};
