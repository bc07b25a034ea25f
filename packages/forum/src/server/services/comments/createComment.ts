import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import { searchChanged } from "../search/searchChanged";
import type { CommentPost } from "@quorum/api";
import { forbidden, HttpError, validationError } from "@quorum/server";
import { canInCategory } from "../../permissions/canInCategory";
import { runAddonWriteHooks } from "../addons/runAddonWriteHooks";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import { recordCategoryPost } from "../categories/recordCategoryPost";
import { loadViewableDiscussion } from "../discussions/loadViewableDiscussion";
import { refreshHot } from "../discussions/refreshHot";
import { REDIRECT_TYPE } from "../bulk/redirectFields";
import { prepareBody } from "../prepareBody";
import type { ServiceContext } from "../ServiceContext";
import type { ForumComment } from "./ForumComment";
import { getComment } from "./getComment";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * Posts a comment (needs `comments.add` in the discussion's category; a closed discussion needs
 * `discussions.close`). In one transaction: the row, the discussion's count, last comment and
 * trending rank (a sunk discussion is not bumped), the category counts and last post up the
 * tree, the author's count, the author's own read state, and the add-ons' `comment.afterCreate` hooks.
 */
export async function createComment(ctx: ServiceContext, input: CommentPost): Promise<ForumComment> {
  const { viewer } = ctx;
  let found;
  try {
    found = await loadViewableDiscussion(ctx.db, viewer, input.discussionID);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw validationError("discussionID", "Discussion not found.", "notFound");
    throw error;
  }
  const { row, category, index } = found;
  if (viewer.user.userID <= 0 || !canInCategory(viewer.permissions, "comments.add", category)) throw forbidden();
  if (row.closed && !canInCategory(viewer.permissions, "discussions.close", category)) throw forbidden("This discussion has been closed.");
  // A redirect only sends visitors on (its page follows it): a comment there would sit where no
  // one reads it, and search, which leaves redirects out, finds comments without their thread.
  if (row.type === REDIRECT_TYPE) throw validationError("discussionID", `Discussions of type "${REDIRECT_TYPE}" can't be commented on.`, "invalid");
  const { body, format, bodyHtml } = prepareBody(input.body, input.format);

  const commentID = await ctx.db.transaction().execute(async (trx) => {
    await runAddonWriteHooks(ctx, trx, forumHooks.beforeSave, { recordType: "comment", recordID: null, categoryID: category.categoryID, bodyHtml });
    const now = new Date();
    const { commentID } = await trx
      .insertInto("comments")
      .values({
        discussionID: row.discussionID,
        body,
        format,
        bodyHtml,
        insertUserID: viewer.user.userID,
        dateInserted: now,
        updateUserID: null,
        attributes: "{}",
      })
      .returning("commentID")
      .executeTakeFirstOrThrow();
    const updated = await trx
      .updateTable("discussions")
      .set((eb) => ({
        countComments: eb("countComments", "+", 1),
        lastCommentID: commentID,
        lastCommentUserID: viewer.user.userID,
        ...(row.sink ? {} : { dateLastComment: now }),
      }))
      .where("discussionID", "=", row.discussionID)
      .returning("countComments")
      .executeTakeFirstOrThrow();
    await refreshHot(trx, [row.discussionID]);
    await runAddonWriteHooks(ctx, trx, forumHooks.commentAfterCreate, { commentID, discussionID: row.discussionID, insertUserID: viewer.user.userID });
    await searchChanged(ctx, trx, "comment", commentID, "write");
    await adjustCategoryCounts(trx, index, category.categoryID, { discussions: 0, comments: 1 });
    await recordCategoryPost(trx, index, category.categoryID, { discussionID: row.discussionID, commentID, date: now });
    await trx
      .updateTable("users")
      .set((eb) => ({ countComments: eb("countComments", "+", 1) }))
      .where("userID", "=", viewer.user.userID)
      .execute();
    await trx
      .insertInto("userDiscussion")
      .values({ userID: viewer.user.userID, discussionID: row.discussionID, dateLastViewed: now, countCommentsRead: updated.countComments })
      .onConflict((oc) => oc.columns(["userID", "discussionID"]).doUpdateSet({ dateLastViewed: now, countCommentsRead: updated.countComments }))
      .execute();
    return commentID;
  });
  invalidateCategoryIndex(ctx.db);
  return getComment(ctx, commentID);
}
