import { forbidden } from "@quorum/server";
import { sql } from "kysely";
import { discussionAuditEntry } from "../audit/discussionAuditEntry";
import { recordAudit } from "../audit/recordAudit";
import type { ServiceContext } from "../ServiceContext";
import { discussionRights } from "./discussionRights";
import type { ForumDiscussion } from "./ForumDiscussion";
import { getDiscussion } from "./getDiscussion";
import { loadViewableDiscussion } from "./loadViewableDiscussion";
import { refreshHot } from "./refreshHot";

/**
 * Bumps a discussion (`PATCH /discussions/{id}/bump`, `curation.manage` globally or for the
 * category): its last activity becomes now, so it rises to the top of "recently commented" lists
 * (and trending, which weighs recency). With a `discussion.bump` audit line in the same transaction.
 */
export async function bumpDiscussion(ctx: ServiceContext, discussionID: number): Promise<ForumDiscussion> {
  const { viewer } = ctx;
  const { row, category } = await loadViewableDiscussion(ctx.db, viewer, discussionID);
  if (!discussionRights(viewer, category).curate) throw forbidden();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("discussions")
      .set({ dateLastComment: sql<Date>`now()` })
      .where("discussionID", "=", discussionID)
      .execute();
    await refreshHot(trx, [discussionID]);
    await recordAudit(trx, viewer, discussionAuditEntry(row, "bump"));
  });
  return getDiscussion(ctx, discussionID);
}
