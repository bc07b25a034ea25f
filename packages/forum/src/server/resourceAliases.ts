import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { forumDb } from "./db/forumDb";

/**
 * Maps every category to its permission category (spec §6 junctionAliases), so a subcategory
 * without custom permissions is checked against its nearest customised ancestor, and a category
 * with none against the global grants (-1, never a junction).
 */
export async function resourceAliases(db: Kysely<CoreTables>): Promise<Record<string, Record<string, number>>> {
  const rows = await forumDb(db).selectFrom("categories").select(["categoryID", "permissionCategoryID"]).execute();
  return { category: Object.fromEntries(rows.map((r) => [String(r.categoryID), r.permissionCategoryID])) };
}
