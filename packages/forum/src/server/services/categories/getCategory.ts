import type { Category } from "@quorum/api";
import { notFound } from "@quorum/server";
import { viewableCategories } from "../../permissions/viewableCategories";
import { withViewerFollows } from "../follows/withViewerFollows";
import type { ServiceContext } from "../ServiceContext";
import { categoryBreadcrumbs } from "./categoryBreadcrumbs";
import { loadCategoryIndex } from "./categoryIndexCache";
import { loadLastPosts } from "./loadLastPosts";
import { serializeCategory } from "./serializeCategory";
import { viewerCategoryCounts } from "./viewerCategoryCounts";

/**
 * One category by id or urlcode, with breadcrumbs, last post and its visible direct children.
 * 404 when there is no such category, and the same when the viewer may not see it.
 */
export async function getCategory(ctx: ServiceContext, idOrUrlcode: number | string): Promise<Category> {
  const index = await loadCategoryIndex(ctx.db);
  const row = index.find(idOrUrlcode);
  if (!row) throw notFound("Category");
  const visible = viewableCategories(index, ctx.viewer.permissions);
  // Hidden answers as missing does: nothing tells that it exists.
  if (!visible.has(row.categoryID)) throw notFound("Category");
  const children = index.children(row.categoryID).filter((c) => visible.has(c.categoryID));
  const lastPosts = await loadLastPosts(ctx.db, [row, ...children], visible);
  const counted = await viewerCategoryCounts(ctx.db, index, visible);
  const visibleChildren = (categoryID: number) => index.children(categoryID).filter((c) => visible.has(c.categoryID)).length;
  const [category] = await withViewerFollows(ctx, [
    {
      ...serializeCategory(counted(row), children.length),
      lastPost: lastPosts.get(row.categoryID) ?? null,
      breadcrumbs: categoryBreadcrumbs(index, row.categoryID),
      children: children.map((c) => ({ ...serializeCategory(counted(c), visibleChildren(c.categoryID)), lastPost: lastPosts.get(c.categoryID) ?? null })),
    },
  ]);
  return category as Category;
}
