import type { ViewResolver } from "@quorum/server";
import { getCategory } from "../../services/categories/getCategory";
import { hydrateServiceContext } from "../hydrateServiceContext";

/**
 * `categoryList`: all categories, or one category's page (404 unknown, 403 hidden). A category
 * shown as a list of categories gets the nested layout; any other gets its discussions.
 */
export const resolveCategoryList: ViewResolver = async (lookup, ctx) => {
  const ref = lookup.recordType === "category" ? lookup.recordID : lookup.params.categoryID;
  if (ref === undefined || ref === 0 || ref === "0" || ref === "") {
    return { layoutViewType: "categoryList", record: null, seo: { title: "Categories", url: "/categories" } };
  }
  const category = await getCategory(hydrateServiceContext(ctx), ref);
  const nested = category.displayAs === "categories" || category.displayAs === "heading";
  return {
    layoutViewType: nested ? "nestedCategoryList" : "discussionCategoryPage",
    record: { ...category },
    seo: { title: category.name, url: category.url, ...(category.description ? { description: category.description } : {}) },
    params: { categoryID: category.categoryID },
  };
};
