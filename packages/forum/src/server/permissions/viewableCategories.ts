import type { PermissionsPayload } from "@quorum/api";
import type { CategoryIndex, CategoryRow } from "../services/categories/CategoryIndex";
import { canInCategory } from "./canInCategory";
import { grantedCategories } from "./grantCategories";

/** Answers already worked out, per category index and permission payload (both shared, immutable objects). */
const remembered = new WeakMap<CategoryIndex, WeakMap<PermissionsPayload, ReadonlyMap<number, CategoryRow>>>();

/**
 * The categories the viewer may see: `discussions.view` in the category and in every ancestor
 * (a hidden parent hides its whole branch). A hidden category (an add-on's, a private group's)
 * only when the payload was granted it (`grantCategories`), whatever the roles — administrators
 * included: the add-on decides who reads it. Remembered for the index and payload it was asked
 * with: requests share both (the cached category index, one payload per role set), and nearly
 * every list asks.
 */
export function viewableCategories(index: CategoryIndex, permissions: PermissionsPayload): ReadonlyMap<number, CategoryRow> {
  let byPermissions = remembered.get(index);
  if (!byPermissions) {
    byPermissions = new WeakMap();
    remembered.set(index, byPermissions);
  }
  let visible = byPermissions.get(permissions);
  if (!visible) {
    const found = new Map<number, CategoryRow>();
    const grants = grantedCategories(permissions);
    const walk = (parent: number | null) => {
      for (const row of index.children(parent)) {
        if (row.hidden && !grants.has(row.categoryID)) continue;
        if (!canInCategory(permissions, "discussions.view", row)) continue;
        found.set(row.categoryID, row);
        walk(row.categoryID);
      }
    };
    walk(null);
    visible = found;
    byPermissions.set(permissions, visible);
  }
  return visible;
}
