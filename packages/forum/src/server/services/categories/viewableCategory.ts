import type { PermissionsPayload } from "@quorum/api";
import { notFound } from "@quorum/server";
import type { CategoryIndex, CategoryRow } from "./CategoryIndex";
import { viewableCategories } from "../../permissions/viewableCategories";

/**
 * The category of a record the viewer wants to see; when it (or a parent) is hidden from them, or
 * gone, 404 "{notFoundType} not found." — the answer of a missing record, so that a hidden one
 * cannot be told from one that does not exist.
 */
export function viewableCategory(index: CategoryIndex, permissions: PermissionsPayload, categoryID: number, notFoundType = "Category"): CategoryRow {
  const category = viewableCategories(index, permissions).get(categoryID);
  if (!category) throw notFound(notFoundType);
  return category;
}
