import { hasPermission } from "@quorum/api";
import { forbidden, notFound } from "@quorum/server";
import { viewableCategories } from "../../permissions/viewableCategories";
import type { CategoryRow } from "../categories/CategoryIndex";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import type { ServiceContext } from "../ServiceContext";

/**
 * Checks who may read or change a member's preferences for a category: the member themself, or a
 * site manager (`site.manage`); guests and other members 403. A category the viewer may not see
 * answers 404 as a missing one does, and so does a missing member.
 */
export async function loadPreferenceTarget(ctx: ServiceContext, categoryID: number, userID: number): Promise<CategoryRow> {
  const viewerID = ctx.viewer.user.userID;
  if (viewerID <= 0) throw forbidden();
  if (viewerID !== userID && !hasPermission(ctx.viewer.permissions, "site.manage")) throw forbidden();
  const index = await loadCategoryIndex(ctx.db);
  const category = index.get(categoryID);
  if (!category || !viewableCategories(index, ctx.viewer.permissions).has(categoryID)) throw notFound("Category");
  if (viewerID !== userID) {
    const user = await ctx.db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
    if (!user) throw notFound("User");
  }
  return category;
}
