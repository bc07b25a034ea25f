import { validationError } from "@quorum/server";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import type { ServiceContext } from "../ServiceContext";
import { REDIRECT_TYPE } from "./redirectFields";
import { requirePostingCategory } from "./requirePostingCategory";

/**
 * Before a merge starts: the destination exists, the viewer can see it and post in its category,
 * and it is not a redirect (422 on `destinationDiscussionID`, or 403). Each merged discussion
 * checks it again in its own transaction.
 */
export async function checkMergeDestination(ctx: ServiceContext, destinationDiscussionID: number): Promise<void> {
  const row = await ctx.db.selectFrom("discussions").select(["categoryID", "type"]).where("discussionID", "=", destinationDiscussionID).executeTakeFirst();
  const index = await loadCategoryIndex(ctx.db);
  if (!row || !viewableCategories(index, ctx.viewer.permissions).has(row.categoryID)) {
    throw validationError("destinationDiscussionID", "Discussion not found.", "notFound");
  }
  if (row.type === REDIRECT_TYPE) throw validationError("destinationDiscussionID", "A redirect cannot be merged into.", "invalid");
  requirePostingCategory(ctx.viewer, index, row.categoryID, "destinationDiscussionID");
}
