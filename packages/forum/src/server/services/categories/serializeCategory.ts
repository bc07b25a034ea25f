import { categoryPath, type Category } from "@quorum/api";
import type { CategoryRow } from "./CategoryIndex";

/**
 * A category row as the API answers it (without children, breadcrumbs or lastPost);
 * `countCategories`: how many of its direct children the viewer may see.
 */
export function serializeCategory(row: CategoryRow, countCategories: number): Category {
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
    countCategories,
    countFollowers: row.countFollowers,
    // Archiving categories is not built: none is archived.
    permissionCategoryID: row.permissionCategoryID,
    customPermissions: row.permissionCategoryID === row.categoryID,
    isArchived: false,
    dateInserted: row.dateInserted.toISOString(),
    lastPost: null,
  };
}
