import type { PermissionsPayload } from "@quorum/api";
import { forbidden } from "@quorum/server";
import type { CategoryIndex, CategoryRow } from "./CategoryIndex";
import { viewableCategories } from "../../permissions/viewableCategories";

/** The category of a record the viewer wants to see; 403 when it (or a parent) is hidden from them, or gone. */
export function viewableCategory(index: CategoryIndex, permissions: PermissionsPayload, categoryID: number): CategoryRow {
  const category = index.get(categoryID);
  if (!category || !viewableCategories(index, permissions).has(category.categoryID)) throw forbidden();
  return category;
}
