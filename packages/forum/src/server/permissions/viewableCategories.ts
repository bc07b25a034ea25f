import type { PermissionsPayload } from "@quorum/api";
import type { CategoryIndex, CategoryRow } from "../services/categories/CategoryIndex";
import { canInCategory } from "./canInCategory";

/**
 * The categories the viewer may see: `discussions.view` in the category and in every ancestor
 * (a hidden parent hides its whole branch).
 */
export function viewableCategories(index: CategoryIndex, permissions: PermissionsPayload): Map<number, CategoryRow> {
  const visible = new Map<number, CategoryRow>();
  const walk = (parent: number | null) => {
    for (const row of index.children(parent)) {
      if (!canInCategory(permissions, "discussions.view", row)) continue;
      visible.set(row.categoryID, row);
      walk(row.categoryID);
    }
  };
  walk(null);
  return visible;
}
