import type { CategoryPreferences } from "@quorum/api";
import type { ServiceContext } from "../ServiceContext";
import { preferencesOf } from "./categoryPreferenceColumns";
import { loadPreferenceTarget } from "./loadPreferenceTarget";
import { readCategoryPreferences } from "./readCategoryPreferences";

/** `GET /categories/{id}/preferences/{userID}`: every key, false where nothing is stored. */
export async function getCategoryPreferences(ctx: ServiceContext, categoryID: number, userID: number): Promise<CategoryPreferences> {
  await loadPreferenceTarget(ctx, categoryID, userID);
  const stored = await readCategoryPreferences(ctx.db, userID, [categoryID]);
  return stored.get(categoryID) ?? preferencesOf(undefined);
}
