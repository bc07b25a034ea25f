import type { QueryKey } from "@quorum/core";

/** The query cache's entry for a member's preferences of a category: every view of that follow reads it. */
export function categoryPreferencesKey(categoryID: number, userID: number): QueryKey {
  return ["forum", "categoryPreferences", categoryID, userID];
}

/** The API path of those preferences (spec §7). */
export function categoryPreferencesPath(categoryID: number, userID: number): string {
  return `/categories/${categoryID}/preferences/${userID}`;
}
