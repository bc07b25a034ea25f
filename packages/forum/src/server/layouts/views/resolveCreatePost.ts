import { forbidden, type ViewResolver } from "@quorum/server";
import { canInCategory } from "../../permissions/canInCategory";
import { getCategory } from "../../services/categories/getCategory";
import { postableCategories } from "../../services/categories/postableCategories";
import { hydrateServiceContext } from "../hydrateServiceContext";

/**
 * `createPost`: the new-post form, in a given category (id or urlcode) or with a category to pick
 * (recordID 0). 403 unless the viewer may post there (or, with no category, anywhere).
 */
export const resolveCreatePost: ViewResolver = async (lookup, ctx) => {
  const service = hydrateServiceContext(ctx);
  const ref = lookup.recordID;
  if (ref !== undefined && ref !== 0 && ref !== "0" && ref !== "") {
    const category = await getCategory(service, ref);
    if (ctx.viewer.user.userID <= 0 || !canInCategory(ctx.viewer.permissions, "discussions.add", category)) throw forbidden();
    return { layoutViewType: "createPost", record: { ...category }, seo: { title: "New Discussion" }, params: { categoryID: category.categoryID } };
  }
  if ((await postableCategories(service)).length === 0) throw forbidden();
  return { layoutViewType: "createPost", record: { breadcrumbs: [{ name: "Home", url: "/" }] }, seo: { title: "New Discussion" } };
};
