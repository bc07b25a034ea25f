import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { readCategoryPreferences } from "../../services/follows/readCategoryPreferences";
import { preferencesOf } from "../../services/follows/categoryPreferenceColumns";
import { hydrateServiceContext } from "../hydrateServiceContext";
import { isCategoryPage } from "../pageCategoryID";

/**
 * `react.category-follow` -> CategoryFollowWidget: the page's category (its name and address for
 * the dropdown's heading and 'View Record') and, for a signed-in member, their preferences for it.
 * Nothing off a category page. The category was loaded for the viewer by the view's resolver, so a
 * hidden one never gets here.
 */
export const categoryFollowWidget = forumWidgets.categoryFollow.hydrate<HydrateContext>(async (props, ctx) => {
  const record = ctx.record;
  if (!isCategoryPage(ctx) || !record) return { ...props, category: null };
  const categoryID = record.categoryID as number;
  const category = { categoryID, name: String(record.name), url: String(record.url) };
  const userID = ctx.viewer.user.userID;
  if (userID <= 0) return { ...props, category };
  const stored = await readCategoryPreferences(hydrateServiceContext(ctx).db, userID, [categoryID]);
  return { ...props, category, preferences: stored.get(categoryID) ?? preferencesOf(undefined) };
});
