import { sql } from "kysely";
import type { AddonMigration } from "../addons/defineServerAddon";

/** Remembers which add-ons wrote their demo content, so enabling one later on a demo site seeds it once. */
export const coreMigration0002: AddonMigration = {
  name: "0002_addon_seeded",
  async up(db) {
    await db.schema
      .alterTable("addons")
      .addColumn("seeded", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
    // Add-ons present when an earlier site was seeded already have their content.
    await sql`UPDATE addons SET seeded = EXISTS (SELECT 1 FROM config WHERE key = 'site.seeded')`.execute(db);
  },
};
