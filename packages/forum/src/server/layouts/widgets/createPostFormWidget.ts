import type { WidgetHydrator } from "@quorum/server";
import { postableCategories } from "../../services/categories/postableCategories";
import { hydrateServiceContext } from "../hydrateServiceContext";

/**
 * `react.asset.createPostForm` -> CreatePostFormAsset: the post type, the chosen category (when
 * the URL named one) and every category the viewer may post in, as choices.
 */
export const createPostFormWidget: WidgetHydrator = {
  component: "CreatePostFormAsset",
  async hydrate(props, ctx) {
    const postType = typeof ctx.lookup.params.postType === "string" && ctx.lookup.params.postType ? ctx.lookup.params.postType : "discussion";
    const record = ctx.record;
    const category = record && typeof record.categoryID === "number" ? record : null;
    return { ...props, postType, ...(category ? { category } : {}), categories: await postableCategories(hydrateServiceContext(ctx)) };
  },
};
