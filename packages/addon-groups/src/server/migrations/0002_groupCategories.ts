import type { AddonMigration } from "@quorum/server";

/**
 * Each group's discussions live in a hidden forum category of its own (forum migration
 * `0015_hiddenCategories`), made with the group's first discussion: `groups.categoryID`.
 */
export const m0002GroupCategories: AddonMigration = {
  name: "0002_groupCategories",
  async up(db) {
    await db.schema
      .alterTable("groups")
      .addColumn("categoryID", "integer", (c) => c.references("categories.categoryID").onDelete("set null"))
      .execute();
    await db.schema.createIndex("groups_category").on("groups").column("categoryID").execute();
  },
};
