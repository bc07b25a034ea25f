import type { AddonMigration } from "@quorum/server";

/**
 * Creates the items table. Migrations run in order, each once, in a transaction of its own, when
 * the add-on is enabled (and at start while it is); add a new file for every later change.
 */
export const m0001__Pascal__: AddonMigration = {
  name: "0001___camel__",
  async up(db) {
    await db.schema
      .createTable("__camel__Items")
      .addColumn("itemID", "serial", (column) => column.primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("dateInserted", "timestamptz", (column) => column.notNull())
      .execute();
  },
};
