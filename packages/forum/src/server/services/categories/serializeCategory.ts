import { categoryPath, type Category } from "@quorum/api";
import type { CategoryRow } from "./CategoryIndex";

/** A category row as the API answers it (without children, breadcrumbs or lastPost). */
export function serializeCategory(row: CategoryRow): Category {
  return {
    categoryID: row.categoryID,
    name: row.name,
    description: row.description,
    urlcode: row.urlcode,
    url: categoryPath(row.urlcode),
    parentCategoryID: row.parentCategoryID,
    depth: row.depth,
    sort: row.sort,
    displayAs: row.displayAs,
    countDiscussions: row.countDiscussions,
    countComments: row.countComments,
    countAllDiscussions: row.countAllDiscussions,
    countAllComments: row.countAllComments,
    permissionCategoryID: row.permissionCategoryID,
    dateInserted: row.dateInserted.toISOString(),
    lastPost: null,
  };
}
