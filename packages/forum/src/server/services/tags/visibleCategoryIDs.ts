import type { PermissionsPayload } from "@quorum/api";
import type { ForumDb } from "../../db/ForumTables";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "../categories/categoryIndexCache";

/** The ids of the categories these permissions see, or null when they see every one (nothing to filter). */
export async function visibleCategoryIDs(db: ForumDb, permissions: PermissionsPayload): Promise<number[] | null> {
  const index = await loadCategoryIndex(db);
  const visible = viewableCategories(index, permissions);
  return visible.size === index.rows.length ? null : [...visible.keys()];
}
