import { discussionAuditEntry } from "../audit/discussionAuditEntry";
import { recordAudit } from "../audit/recordAudit";
import type { ServiceContext } from "../ServiceContext";
import { loadBulkTarget } from "./loadBulkTarget";
import { requireBulkPermission } from "./requireBulkPermission";

/**
 * One record of `PATCH /discussions/close`: closes (or reopens) the discussion with its audit line
 * (`discussion.close` / `discussion.open`, as a single toggle writes). Already so: done, nothing written.
 */
export async function bulkCloseDiscussion(ctx: ServiceContext, discussionID: number, closed: boolean): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { row, category } = await loadBulkTarget(trx, ctx.viewer, discussionID);
    requireBulkPermission(ctx.viewer, "close", category);
    if (row.closed === closed) return;
    await trx.updateTable("discussions").set({ closed }).where("discussionID", "=", discussionID).execute();
    await recordAudit(trx, ctx.viewer, discussionAuditEntry(row, closed ? "close" : "open"));
  });
}
