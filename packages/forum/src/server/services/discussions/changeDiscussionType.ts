import { forbidden } from "@quorum/server";
import { discussionAuditEntry } from "../audit/discussionAuditEntry";
import { recordAudit } from "../audit/recordAudit";
import type { ServiceContext } from "../ServiceContext";
import { discussionRights } from "./discussionRights";
import type { ForumDiscussion } from "./ForumDiscussion";
import { getDiscussion } from "./getDiscussion";
import { loadViewableDiscussion } from "./loadViewableDiscussion";
import { resolvePostType } from "./resolvePostType";

/**
 * Changes a discussion's post type (`PUT /discussions/{id}/type`) to the forum's "discussion" or a
 * type an enabled add-on registers — anything else is a 422 on `type` (resolvePostType), as is a
 * disabled add-on's type. Needs `discussions.edit` in the category or moderation rights there, and
 * a type's own permission when it has one. The status restarts at the new type's first status (a
 * discussion made a question is Unanswered). Writes a `discussion.changeType` audit line with it.
 */
export async function changeDiscussionType(ctx: ServiceContext, discussionID: number, requested: string): Promise<ForumDiscussion> {
  const { viewer } = ctx;
  const { row, category } = await loadViewableDiscussion(ctx.db, viewer, discussionID);
  if (!discussionRights(viewer, category).edit) throw forbidden();
  const { type, statusID } = resolvePostType(ctx, requested, category);
  if (type !== row.type) {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable("discussions").set({ type, statusID }).where("discussionID", "=", discussionID).execute();
      await recordAudit(trx, viewer, discussionAuditEntry(row, "changeType", { from: row.type, to: type }));
    });
  }
  return getDiscussion(ctx, discussionID);
}
