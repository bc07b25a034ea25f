import type { CommentPatch } from "@quorum/api";
import { recordAudit } from "../audit/recordAudit";
import { searchChanged } from "../search/searchChanged";
import { forbidden } from "@quorum/server";
import type { BodyFormat } from "@quorum/server";
import { commentRights } from "../../permissions/commentRights";
import { editContentTimeout } from "../editContentTimeout";
import { prepareBody } from "../prepareBody";
import type { ServiceContext } from "../ServiceContext";
import type { ForumComment } from "./ForumComment";
import { getComment } from "./getComment";
import { loadViewableComment } from "./loadViewableComment";
import { runAddonWriteHooks } from "../addons/runAddonWriteHooks";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * Edits a comment, as `commentRights` allows: its author while the discussion is open and within
 * the edit window, or a moderator. The body is checked (422 on `body`) before anything is written.
 * A moderator's edit of someone else's comment writes an audit line (`comment.edit`) in the same
 * transaction, so the log shows who changed another member's words.
 */
export async function updateComment(ctx: ServiceContext, commentID: number, patch: CommentPatch): Promise<ForumComment> {
  const { viewer } = ctx;
  const { comment, row, category } = await loadViewableComment(ctx.db, viewer, commentID);
  if (!commentRights(viewer, comment, row.closed, await editContentTimeout(ctx), category).edit) {
    throw forbidden("You don't have permission to edit this post.");
  }
  const { body, format, bodyHtml } = prepareBody(patch.body, patch.format ?? (comment.format as BodyFormat));
  await ctx.db.transaction().execute(async (trx) => {
    await runAddonWriteHooks(ctx, trx, forumHooks.beforeSave, { recordType: "comment", recordID: commentID, categoryID: category.categoryID, bodyHtml });
    await trx
      .updateTable("comments")
      .set({ body, format, bodyHtml, dateUpdated: new Date(), updateUserID: viewer.user.userID })
      .where("commentID", "=", commentID)
      .execute();
    if (comment.insertUserID !== viewer.user.userID) {
      await recordAudit(trx, viewer, {
        action: "comment.edit",
        recordType: "comment",
        recordID: commentID,
        categoryID: category.categoryID,
        parentRecordID: row.discussionID,
        data: { name: row.name, insertUserID: comment.insertUserID },
      });
    }
    await searchChanged(ctx, trx, "comment", commentID, "write");
  });
  return getComment(ctx, commentID);
}
