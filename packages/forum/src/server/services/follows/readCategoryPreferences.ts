import type { CategoryPreferences } from "@quorum/api";
import type { ForumDb } from "../../db/ForumTables";
import { FLAG_COLUMNS, preferencesOf } from "./categoryPreferenceColumns";

/** A member's stored preferences for these categories (one query); a category absent from the map has none. */
export async function readCategoryPreferences(db: ForumDb, userID: number, categoryIDs: readonly number[]): Promise<Map<number, CategoryPreferences>> {
  if (userID <= 0 || categoryIDs.length === 0) return new Map();
  const rows = await db
    .selectFrom("userCategory")
    .select(["categoryID", ...FLAG_COLUMNS])
    .where("userID", "=", userID)
    .where("categoryID", "in", [...new Set(categoryIDs)])
    .execute();
  return new Map(rows.map((row) => [row.categoryID, preferencesOf(row)]));
}
