import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

/**
 * A hidden category belongs to an add-on (a private group's discussions): it is never listed as a
 * category, and its posts are seen only by viewers the add-on grants it to (`grantCategories`,
 * docs/addons.md "Hidden categories").
 */
export const m0015HiddenCategories: AddonMigration = {
  name: "0015_hiddenCategories",
  async up(db) {
    await sql`ALTER TABLE "categories" ADD COLUMN "hidden" boolean NOT NULL DEFAULT false`.execute(db);
  },
};
