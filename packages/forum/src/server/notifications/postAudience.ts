import type { PermissionsPayload } from "@quorum/api";
import type { ForumDb } from "../db/ForumTables";
import { viewableCategories } from "../permissions/viewableCategories";
import { loadCategoryIndex } from "../services/categories/categoryIndexCache";

/**
 * Whether a member may see the posts of a category: the check every forum notification makes per
 * recipient (a headline must not show a discussion to someone who may not read it). Remembered
 * per permissions payload, which the framework shares among members of the same roles.
 */
export async function postAudience(db: ForumDb, categoryID: number): Promise<(permissions: PermissionsPayload) => boolean> {
  const index = await loadCategoryIndex(db);
  const seen = new WeakMap<PermissionsPayload, boolean>();
  return (permissions) => {
    let visible = seen.get(permissions);
    if (visible === undefined) seen.set(permissions, (visible = viewableCategories(index, permissions).has(categoryID)));
    return visible;
  };
}
