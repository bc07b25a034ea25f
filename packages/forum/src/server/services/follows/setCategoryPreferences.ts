import type { CategoryPreferences, CategoryPreferencesPatch } from "@quorum/api";
import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import type { ServiceContext } from "../ServiceContext";
import { FLAG_COLUMNS, preferencesOf } from "./categoryPreferenceColumns";
import { followDefaults, isBareFollow } from "./followDefaults";
import { loadPreferenceTarget } from "./loadPreferenceTarget";

/** The preferences a change leads to: unfollowing clears every notification; asking for one follows. */
function nextPreferences(before: CategoryPreferences, patch: CategoryPreferencesPatch): CategoryPreferences {
  const merged = { ...before, ...patch } as CategoryPreferences;
  const notified = Object.entries(merged).some(([key, on]) => key !== "preferences.followed" && on);
  if (patch["preferences.followed"] === false) return preferencesOf(undefined);
  // Notifications of a category come with following it (spec §4: following turns them on).
  return { ...merged, "preferences.followed": merged["preferences.followed"] || notified };
}

/** The `userCategory` columns of a set of preferences (the columns of `CATEGORY_PREFERENCE_COLUMNS`). */
function columnsOf(p: CategoryPreferences) {
  return {
    followed: p["preferences.followed"],
    popupPosts: p["preferences.popup.posts"],
    emailPosts: p["preferences.email.posts"],
    popupComments: p["preferences.popup.comments"],
    emailComments: p["preferences.email.comments"],
    emailDigest: p["preferences.email.digest"],
  };
}

/**
 * `PATCH /categories/{id}/preferences/{userID}`: merges the given keys into the stored ones, in one
 * transaction with the category's follower count. A row that ends with nothing on is deleted.
 * A bare `{ "preferences.followed": true }` on a category not yet followed follows with the
 * member's defaults (`followDefaults`). Answers the saved preferences, every key.
 */
export async function setCategoryPreferences(
  ctx: ServiceContext,
  categoryID: number,
  userID: number,
  patch: CategoryPreferencesPatch,
): Promise<CategoryPreferences> {
  await loadPreferenceTarget(ctx, categoryID, userID);
  // Read before the transaction: whether they apply is decided on the locked row.
  const defaults = isBareFollow(patch) ? await followDefaults(ctx.db, userID) : undefined;
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("userCategory")
      .select(["dateFollowed", ...FLAG_COLUMNS])
      .where("userID", "=", userID)
      .where("categoryID", "=", categoryID)
      .forUpdate()
      .executeTakeFirst();
    const before = preferencesOf(row);
    const after = nextPreferences(before, defaults && !before["preferences.followed"] ? { ...defaults, ...patch } : patch);
    const now = new Date();
    const columns = columnsOf(after);
    const anything = Object.values(after).some(Boolean);
    const dateFollowed = after["preferences.followed"] ? (before["preferences.followed"] ? (row?.dateFollowed ?? now) : now) : null;
    if (!anything) {
      await trx.deleteFrom("userCategory").where("userID", "=", userID).where("categoryID", "=", categoryID).execute();
    } else {
      await trx
        .insertInto("userCategory")
        .values({ userID, categoryID, ...columns, dateFollowed, dateUpdated: now })
        .onConflict((oc) => oc.columns(["userID", "categoryID"]).doUpdateSet({ ...columns, dateFollowed, dateUpdated: now }))
        .execute();
    }
    const changedCount = after["preferences.followed"] !== before["preferences.followed"];
    if (changedCount) {
      // Counted again rather than moved by one: two first follows racing (the row not there yet
      // for either) would both add one. The partial index holds just the followers.
      await trx
        .updateTable("categories")
        .set((eb) => ({
          countFollowers: eb
            .selectFrom("userCategory")
            .select((inner) => inner.fn.countAll<number>().as("count"))
            .where("userCategory.categoryID", "=", categoryID)
            .where("userCategory.followed", "=", true),
        }))
        .where("categoryID", "=", categoryID)
        .execute();
    }
    return { after, changedCount };
  });
  // The cached tree carries the follower counts lists show.
  if (saved.changedCount) invalidateCategoryIndex(ctx.db);
  return saved.after;
}
