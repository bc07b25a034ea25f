import type { Category } from "@quorum/api";
import { canInCategory } from "../../permissions/canInCategory";
import { viewableCategories } from "../../permissions/viewableCategories";
import type { ServiceContext } from "../ServiceContext";
import { loadCategoryIndex } from "./categoryIndexCache";
import { serializeCategory } from "./serializeCategory";

/**
 * The categories the viewer may start a discussion in (`discussions.add`, visible, not a heading,
 * not hidden: an add-on's category is posted to from its own pages), in tree order; with `within`,
 * those of that category's tree only (a site section's).
 */
export async function postableCategories(ctx: ServiceContext, within?: number): Promise<Category[]> {
  if (ctx.viewer.user.userID <= 0) return [];
  const index = await loadCategoryIndex(ctx.db);
  const visible = viewableCategories(index, ctx.viewer.permissions);
  return index
    .subtree(within ?? null)
    .filter((row) => visible.has(row.categoryID) && !row.hidden && row.displayAs !== "heading" && canInCategory(ctx.viewer.permissions, "discussions.add", row))
    .map(serializeCategory);
}
