import { HttpError } from "@quorum/server";
import { searchChanged } from "../search/searchChanged";
import { discussionAuditEntry } from "../audit/discussionAuditEntry";
import { recordAudit } from "../audit/recordAudit";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import { refreshCategoryLastPost } from "../categories/refreshCategoryLastPost";
import { discussionUrl } from "../discussions/discussionUrl";
import type { ServiceContext } from "../ServiceContext";
import { insertRedirectDiscussion } from "./insertRedirectDiscussion";
import { loadBulkTarget } from "./loadBulkTarget";
import { REDIRECT_TYPE } from "./redirectFields";
import { requireBulkPermission } from "./requireBulkPermission";
import { requirePostingCategory } from "./requirePostingCategory";

/**
 * One record of `PATCH /discussions/move`, in one transaction: the discussion into `categoryID`
 * with the counts of both category trees and their last posts, with `addRedirects` a redirect
 * left in the old category, and the audit line. Already there: done, nothing written.
 */
export async function bulkMoveDiscussion(ctx: ServiceContext, discussionID: number, options: { categoryID: number; addRedirects: boolean }): Promise<void> {
  const { viewer } = ctx;
  await ctx.db.transaction().execute(async (trx) => {
    const { row, category, index } = await loadBulkTarget(trx, viewer, discussionID);
    // A redirect only points at another discussion; moved, it would point from the wrong place.
    if (row.type === REDIRECT_TYPE) throw new HttpError(400, `Discussions of type "${REDIRECT_TYPE}" can't be moved.`);
    requireBulkPermission(viewer, "move", category);
    const target = requirePostingCategory(viewer, index, options.categoryID);
    if (target.categoryID === row.categoryID) return;

    await trx.updateTable("discussions").set({ categoryID: target.categoryID }).where("discussionID", "=", discussionID).execute();
    await adjustCategoryCounts(trx, index, row.categoryID, { discussions: -1, comments: -row.countComments });
    await adjustCategoryCounts(trx, index, target.categoryID, { discussions: 1, comments: row.countComments });
    const redirectDiscussionID = options.addRedirects ? await insertRedirectDiscussion(trx, index, row, discussionUrl(row.discussionID, row.name)) : null;
    await refreshCategoryLastPost(trx, index, row.categoryID);
    await refreshCategoryLastPost(trx, index, target.categoryID);
    await recordAudit(trx, viewer, discussionAuditEntry(row, "move", { from: row.categoryID, to: target.categoryID, redirectDiscussionID }));
    await searchChanged(ctx, trx, "discussion", discussionID, "write");
  });
  invalidateCategoryIndex(ctx.db);
}
