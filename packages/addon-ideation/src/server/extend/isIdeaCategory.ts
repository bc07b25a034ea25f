import type { HookContext } from "@quorum/server";
import { ideationDb } from "../db/IdeationTables";

/**
 * The idea post type's `allowedIn` rule (`forumHooks.postType`): ideas are started in idea
 * categories only, so the forum offers 'New Idea' there and nowhere else (not on pages of no category).
 */
export async function isIdeaCategory(categoryID: number | null, ctx: HookContext): Promise<boolean> {
  if (categoryID === null) return false;
  const row = await ideationDb(ctx.db).selectFrom("ideationCategories").select("categoryID").where("categoryID", "=", categoryID).executeTakeFirst();
  return row !== undefined;
}
