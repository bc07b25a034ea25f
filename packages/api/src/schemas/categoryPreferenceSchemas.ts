import { Type, type Static } from "@sinclair/typebox";
import { RecordID } from "./recordIDSchemas";

/**
 * The flat keys of a member's preferences for one category (spec §3 "Notification preferences"):
 * whether they follow it, popup and email notifications for its new discussions (`posts`) and
 * comments (`comments`), and whether it goes into their email digest.
 */
export const CATEGORY_PREFERENCE_KEYS = [
  "preferences.followed",
  "preferences.popup.posts",
  "preferences.email.posts",
  "preferences.popup.comments",
  "preferences.email.comments",
  "preferences.email.digest",
] as const;
export type CategoryPreferenceKey = (typeof CATEGORY_PREFERENCE_KEYS)[number];

const flags = <T>(make: () => T) => Object.fromEntries(CATEGORY_PREFERENCE_KEYS.map((key) => [key, make()])) as Record<CategoryPreferenceKey, T>;

/** Every key of a member's category preferences, as `GET` and `PATCH /categories/{id}/preferences/{userID}` answer them. */
export const CategoryPreferencesSchema = Type.Object(flags(() => Type.Boolean()));
export type CategoryPreferences = Static<typeof CategoryPreferencesSchema>;

/**
 * Body of `PATCH /categories/{categoryID}/preferences/{userID}`: any of the keys; the others keep
 * their stored values. An unknown key is refused (422 naming it) rather than dropped unseen.
 */
export const CategoryPreferencesPatchSchema = Type.Object(
  flags(() => Type.Optional(Type.Boolean())),
  { additionalProperties: Type.Never() },
);
export type CategoryPreferencesPatch = Static<typeof CategoryPreferencesPatchSchema>;

/** Path of `/categories/{id}/preferences/{userID}` (`id`: the category, named as `/categories/{id}` names it). */
export const CategoryPreferencesParamsSchema = Type.Object({
  id: RecordID(),
  userID: RecordID(),
});
export type CategoryPreferencesParams = Static<typeof CategoryPreferencesParamsSchema>;
