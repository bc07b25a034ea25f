import { categoryPath, type Breadcrumb } from "@quorum/api";
import type { CategoryIndex } from "./CategoryIndex";

/** Home, then each category from the top down to (and including) `categoryID`. */
export function categoryBreadcrumbs(index: CategoryIndex, categoryID: number): Breadcrumb[] {
  return [{ name: "Home", url: "/" }, ...index.path(categoryID).map((row) => ({ name: row.name, url: categoryPath(row.urlcode) }))];
}
