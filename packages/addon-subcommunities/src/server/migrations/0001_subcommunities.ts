import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";

/**
 * Site sections: a unique folder (their address), a locale and the root of their category tree.
 * Deleting the root category deletes its section (cascade): a section without a tree shows nothing.
 */
export const m0001Subcommunities: AddonMigration = {
  name: "0001_subcommunities",
  async up(db) {
    await db.schema
      .createTable("subcommunities")
      .addColumn("subcommunityID", "serial", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("folder", "text", (c) => c.notNull().unique())
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
      .addColumn("categoryID", "integer", (c) => c.notNull().references("categories.categoryID").onDelete("cascade"))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
