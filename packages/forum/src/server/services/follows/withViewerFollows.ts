import type { Category } from "@quorum/api";
import type { ServiceContext } from "../ServiceContext";
import { preferencesOf } from "./categoryPreferenceColumns";
import { readCategoryPreferences } from "./readCategoryPreferences";

/**
 * Adds the viewer's `followed` flag to categories (and their nested children), and for a signed-in
 * member their `preferences` too, so a list's follow dropdowns open without another request.
 * Guests cost no query: they follow nothing.
 */
export async function withViewerFollows(ctx: ServiceContext, categories: Category[]): Promise<Category[]> {
  const userID = ctx.viewer.user.userID;
  const ids: number[] = [];
  const collect = (list: readonly Category[]) => {
    for (const category of list) {
      ids.push(category.categoryID);
      collect(category.children ?? []);
    }
  };
  collect(categories);
  const stored = userID > 0 ? await readCategoryPreferences(ctx.db, userID, ids) : new Map();
  const annotate = (category: Category): Category => {
    const preferences = stored.get(category.categoryID) ?? preferencesOf(undefined);
    return {
      ...category,
      followed: preferences["preferences.followed"],
      ...(userID > 0 ? { preferences } : {}),
      ...(category.children ? { children: category.children.map(annotate) } : {}),
    };
  };
  return categories.map(annotate);
}
