import type { Category } from "@quorum/api";
import { forbidden, notFound } from "@quorum/server";
import { viewableCategories } from "../../permissions/viewableCategories";
import { withViewerFollows } from "../follows/withViewerFollows";
import type { ServiceContext } from "../ServiceContext";
import type { CategoryIndex, CategoryRow } from "./CategoryIndex";
import { loadCategoryIndex } from "./categoryIndexCache";
import { loadLastPosts } from "./loadLastPosts";
import { serializeCategory } from "./serializeCategory";
import { viewerCategoryCounts } from "./viewerCategoryCounts";
import { followedCategoryIDs } from "../follows/followedCategoryIDs";

export interface CategoryListOptions {
  /** List below this category (id or urlcode); the top level when absent. */
  parentCategoryID?: number | string | null;
  /** How many levels below the parent to include (default 3). */
  maxDepth?: number;
  outputFormat?: "flat" | "tree";
  page?: number;
  limit?: number;
  /** Only the categories the viewer follows, flat in tree order at any depth (signed-in members only). */
  followed?: boolean;
}

export interface CategoryListResult {
  categories: Category[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

/**
 * The categories the viewer may see below a parent: flat (depth-first, paged) or as a tree
 * (top-level items paged, each with its visible children nested). Counts and last posts included.
 */
export async function listCategories(ctx: ServiceContext, options: CategoryListOptions = {}): Promise<CategoryListResult> {
  const index = await loadCategoryIndex(ctx.db);
  const visible = viewableCategories(index, ctx.viewer.permissions);
  let parentID: number | null = null;
  if (options.parentCategoryID !== undefined && options.parentCategoryID !== null && options.parentCategoryID !== 0) {
    const parent = index.find(options.parentCategoryID);
    if (!parent) throw notFound("Category");
    if (!visible.has(parent.categoryID)) throw notFound("Category");
    parentID = parent.categoryID;
  }
  const maxDepth = options.maxDepth ?? 3;
  const page = options.page ?? 1;
  const limit = options.limit ?? 100;

  const followedIDs = options.followed ? await viewerFollowedIDs(ctx) : null;
  const below = followedIDs
    ? index.subtree(null).filter((row) => followedIDs.has(row.categoryID) && visible.has(row.categoryID) && !row.hidden)
    : // A hidden category is an add-on's (a group's), shown on its pages, never listed as a category.
      index.subtree(parentID, maxDepth).filter((row) => row.categoryID !== parentID && visible.has(row.categoryID) && !row.hidden);
  const top = options.outputFormat === "tree" && !followedIDs ? below.filter((row) => row.parentCategoryID === parentID) : below;
  const pageRows = top.slice((page - 1) * limit, page * limit);
  const included =
    options.outputFormat === "tree" && !followedIDs
      ? pageRows.flatMap((row) => index.subtree(row.categoryID, maxDepth - 1)).filter((r) => visible.has(r.categoryID) && !r.hidden)
      : pageRows;
  const lastPosts = await loadLastPosts(ctx.db, included, visible);

  const counted = await viewerCategoryCounts(ctx.db, index, visible);
  const toCategory = (row: CategoryRow): Category => ({
    ...serializeCategory(counted(row), index.children(row.categoryID).filter((c) => visible.has(c.categoryID)).length),
    lastPost: lastPosts.get(row.categoryID) ?? null,
  });
  const listed =
    options.outputFormat === "tree" && !followedIDs ? pageRows.map((row) => nest(row, index, visible, toCategory, maxDepth - 1)) : pageRows.map(toCategory);
  const categories = await withViewerFollows(ctx, listed);
  return { categories, page, limit, total: top.length, hasNext: page * limit < top.length };
}

/** The categories the signed-in viewer follows; guests follow nothing and may not ask (403). */
async function viewerFollowedIDs(ctx: ServiceContext): Promise<ReadonlySet<number>> {
  if (ctx.viewer.user.userID <= 0) throw forbidden();
  return new Set(await followedCategoryIDs(ctx.db, ctx.viewer));
}

function nest(
  row: CategoryRow,
  index: CategoryIndex,
  visible: ReadonlyMap<number, CategoryRow>,
  toCategory: (row: CategoryRow) => Category,
  depthLeft: number,
): Category {
  const children = depthLeft <= 0 ? [] : index.children(row.categoryID).filter((c) => visible.has(c.categoryID));
  return { ...toCategory(row), children: children.map((c) => nest(c, index, visible, toCategory, depthLeft - 1)) };
}
