import type { HydrateContext } from "@quorum/server";

/**
 * The category a page is about: the category of a category page or create-post page, or the
 * category of the discussion on a post page. Undefined on site-wide pages.
 */
export function pageCategoryID(ctx: Pick<HydrateContext, "record" | "lookup">): number | undefined {
  const id = ctx.record?.categoryID;
  return typeof id === "number" ? id : undefined;
}

/** Whether the page is a category's own page (its record is the category, not a discussion in it). */
export function isCategoryPage(ctx: Pick<HydrateContext, "record" | "lookup">): boolean {
  return ctx.lookup.layoutViewType === "categoryList" && typeof ctx.record?.categoryID === "number";
}
