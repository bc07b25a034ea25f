import type { CommentPatch } from "@quorum/api";
import { searchChanged } from "../search/searchChanged";
import { forbidden } from "@quorum/server";
import { canEditOwn } from "../../permissions/canEditOwn";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import type { BodyFormat } from "@quorum/server";
import { editContentTimeout } from "../editContentTimeout";
import { prepareBody } from "../prepareBody";
import type { ServiceContext } from "../ServiceContext";
import type { ForumComment } from "./ForumComment";
import { getComment } from "./getComment";
import { loadViewableComment } from "./loadViewableComment";

/** Edits a comment: its author while the discussion is open and within the edit window, or `comments.edit` in the category. */
export async function updateComment(ctx: ServiceContext, commentID: number, patch: CommentPatch): Promise<ForumComment> {
  const { viewer } = ctx;
  const { comment, row, category } = await loadViewableComment(ctx.db, viewer, commentID);
  const own = canEditOwn(viewer, comment, row.closed, await editContentTimeout(ctx));
  if (!own && !isCommunityModerator(viewer) && !canInCategory(viewer.permissions, "comments.edit", category)) {
    throw forbidden("You don't have permission to edit this post.");
  }
  const { body, format, bodyHtml } = prepareBody(patch.body, patch.format ?? (comment.format as BodyFormat));
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("comments")
      .set({ body, format, bodyHtml, dateUpdated: new Date(), updateUserID: viewer.user.userID })
      .where("commentID", "=", commentID)
      .execute();
    await searchChanged(ctx, trx, "comment", commentID, "write");
  });
  return getComment(ctx, commentID);
}
