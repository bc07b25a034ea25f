import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { listCategories } from "../../services/categories/listCategories";
import { hydrateServiceContext } from "../hydrateServiceContext";
import { isCategoryPage } from "../pageCategoryID";

/**
 * `react.categories` -> CategoriesWidget: the visible categories as a tree (children nested,
 * `maxDepth` levels, default 2). On a category page: that category's subcategories (possibly none).
 */
export const categoriesWidget = forumWidgets.categories.hydrate<HydrateContext>(async (props, ctx) => {
  const maxDepth = typeof props.maxDepth === "number" && props.maxDepth >= 1 ? Math.min(props.maxDepth, 5) : 2;
  const parentCategoryID = isCategoryPage(ctx) ? (ctx.record?.categoryID as number) : null;
  const result = await listCategories(hydrateServiceContext(ctx), { parentCategoryID, maxDepth, outputFormat: "tree", limit: 500 });
  return { ...props, categories: result.categories };
});
