import type { Category } from "@quorum/api";
import { viewableCategories } from "../../permissions/viewableCategories";
import type { ServiceContext } from "../ServiceContext";
import { categoryBreadcrumbs } from "./categoryBreadcrumbs";
import { loadCategoryIndex } from "./categoryIndexCache";
import { serializeCategory } from "./serializeCategory";
import { viewerCategoryCounts } from "./viewerCategoryCounts";

export interface CategorySearchOptions {
  query: string;
  parentCategoryID?: number;
  withBreadcrumbs?: boolean;
  /** At most 50 (spec §9: category suggestion limit 50). */
  limit?: number;
}

/** Visible categories whose name contains the query (case-insensitive); prefix matches first. */
export async function searchCategories(ctx: ServiceContext, options: CategorySearchOptions): Promise<Category[]> {
  const index = await loadCategoryIndex(ctx.db);
  const visible = viewableCategories(index, ctx.viewer.permissions);
  const needle = options.query.trim().toLowerCase();
  const limit = Math.min(options.limit ?? 50, 50);
  const scope = options.parentCategoryID ? new Set(index.subtree(options.parentCategoryID).map((r) => r.categoryID)) : null;
  const matches = index.rows
    .filter((row) => visible.has(row.categoryID) && !row.hidden && (!scope || scope.has(row.categoryID)) && row.name.toLowerCase().includes(needle))
    .sort((a, b) => rank(a.name, needle) - rank(b.name, needle) || a.name.localeCompare(b.name))
    .slice(0, limit);
  const counted = await viewerCategoryCounts(ctx.db, index, visible);
  return matches.map((row) => ({
    ...serializeCategory(counted(row), index.children(row.categoryID).filter((c) => visible.has(c.categoryID)).length),
    ...(options.withBreadcrumbs ? { breadcrumbs: categoryBreadcrumbs(index, row.categoryID) } : {}),
  }));
}

function rank(name: string, needle: string): number {
  return name.toLowerCase().startsWith(needle) ? 0 : 1;
}
