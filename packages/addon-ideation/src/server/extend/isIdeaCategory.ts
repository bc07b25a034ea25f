import type { HookContext } from "@quorum/server";
import { ideationDb } from "../db/IdeationTables";

/**
 * The idea post type's `allowedIn` rule (`forumHooks.postType`): ideas are started in idea
 * categories only, so the forum offers 'New Idea' there and nowhere else (not on pages of no
 * category). One query for all the categories asked.
 */
export async function isIdeaCategory(categoryIDs: readonly (number | null)[], ctx: HookContext): Promise<boolean[]> {
  const ids = categoryIDs.filter((id): id is number => id !== null);
  const ideas =
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (await ideationDb(ctx.db).selectFrom("ideationCategories").select("categoryID").where("categoryID", "in", ids).execute()).map(
            (row) => row.categoryID,
          ),
        );
  return categoryIDs.map((id) => id !== null && ideas.has(id));
}
