import { discussionAuditEntry } from "../audit/discussionAuditEntry";
import { searchChanged } from "../search/searchChanged";
import { recordAudit } from "../audit/recordAudit";
import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import type { ServiceContext } from "../ServiceContext";
import { loadBulkTarget } from "./loadBulkTarget";
import { removeDiscussion } from "./removeDiscussion";
import { requireBulkPermission } from "./requireBulkPermission";

/** One record of `DELETE /discussions/list`: the discussion and everything in it, with its audit line, in one transaction. */
export async function bulkDeleteDiscussion(ctx: ServiceContext, discussionID: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { row, category, index } = await loadBulkTarget(trx, ctx.viewer, discussionID);
    requireBulkPermission(ctx.viewer, "delete", category);
    await removeDiscussion(trx, index, row);
    await recordAudit(trx, ctx.viewer, discussionAuditEntry(row, "delete", { insertUserID: row.insertUserID }));
    await searchChanged(ctx, trx, "discussion", discussionID, "delete");
  });
  invalidateCategoryIndex(ctx.db);
}
