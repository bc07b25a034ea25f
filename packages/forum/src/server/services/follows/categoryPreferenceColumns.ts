import type { CategoryPreferenceKey, CategoryPreferences } from "@quorum/api";
import type { Selectable } from "kysely";
import type { ForumTables } from "../../db/ForumTables";

export type UserCategoryRow = Selectable<ForumTables["userCategory"]>;
type FlagColumn = "followed" | "popupPosts" | "emailPosts" | "popupComments" | "emailComments" | "emailDigest";

/** Each flat key of spec §3 and the `userCategory` column that stores it. */
const CATEGORY_PREFERENCE_COLUMNS: Readonly<Record<CategoryPreferenceKey, FlagColumn>> = {
  "preferences.followed": "followed",
  "preferences.popup.posts": "popupPosts",
  "preferences.email.posts": "emailPosts",
  "preferences.popup.comments": "popupComments",
  "preferences.email.comments": "emailComments",
  "preferences.email.digest": "emailDigest",
};

export const FLAG_COLUMNS = Object.values(CATEGORY_PREFERENCE_COLUMNS);

/** The preferences of a stored row, or every key false when there is none (not followed). */
export function preferencesOf(row: Pick<UserCategoryRow, FlagColumn> | undefined): CategoryPreferences {
  const entries = Object.entries(CATEGORY_PREFERENCE_COLUMNS).map(([key, column]) => [key, row?.[column] ?? false]);
  return Object.fromEntries(entries) as CategoryPreferences;
}
