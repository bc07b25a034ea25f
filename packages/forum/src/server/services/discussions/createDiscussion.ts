import type { DiscussionPost } from "@quorum/api";
import { searchChanged } from "../search/searchChanged";
import { forbidden, validationError } from "@quorum/server";
import { canInCategory } from "../../permissions/canInCategory";
import { viewableCategories } from "../../permissions/viewableCategories";
import { runAddonWriteHooks } from "../addons/runAddonWriteHooks";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import { invalidateCategoryIndex, loadCategoryIndex } from "../categories/categoryIndexCache";
import { recordCategoryPost } from "../categories/recordCategoryPost";
import { prepareBody } from "../prepareBody";
import { prepareName } from "../prepareName";
import type { ForumDb } from "../../db/ForumTables";
import type { ServiceContext } from "../ServiceContext";
import { getDiscussion } from "./getDiscussion";
import type { ForumDiscussion } from "./ForumDiscussion";
import { findOrCreateTags } from "../tags/findOrCreateTags";
import { refreshHot } from "./refreshHot";
import { resolvePostType } from "./resolvePostType";
import { forumHooks } from "../../hooks/forumHooks";

/**
 * Posts a discussion (needs `discussions.add` in the category) of the forum's type or an enabled
 * add-on's post type. In one transaction: the row, its tags (`tagIDs`, plus `newTagNames` found or
 * created by name — refused with 403 while tagging is off), the add-ons' `discussion.afterCreate`
 * hooks, the category counts up the tree, the category last post and the author's count.
 * `first`, when given, runs at the start of that transaction: what must happen with the post or
 * not at all (a scheduled draft's removal); throwing there posts nothing. `withPost`, when given,
 * runs in it right after the row is written (before the add-ons' hooks), with its id: a post
 * type's own record made with the post in one request (a poll and its options); throwing there
 * posts nothing either.
 */
export async function createDiscussion(
  ctx: ServiceContext,
  input: DiscussionPost,
  first?: (trx: ForumDb) => Promise<void>,
  withPost?: (trx: ForumDb, discussionID: number) => Promise<void>,
): Promise<ForumDiscussion> {
  const { viewer } = ctx;
  const index = await loadCategoryIndex(ctx.db);
  // A category hidden from the viewer is answered as a missing one.
  const category = viewableCategories(index, viewer.permissions).get(input.categoryID);
  if (!category) throw validationError("categoryID", "Category not found.", "notFound");
  if (viewer.user.userID <= 0 || !canInCategory(viewer.permissions, "discussions.add", category)) {
    throw forbidden();
  }
  if (category.displayAs === "heading") throw validationError("categoryID", "You cannot post in a heading category.", "invalid");
  const { type, statusID } = resolvePostType(ctx, input.type, category);
  const name = prepareName(input.name);
  const { body, format, bodyHtml, excerpt } = prepareBody(input.body, input.format);
  const givenTagIDs = [...new Set(input.tagIDs ?? [])];
  const newTagNames = input.newTagNames ?? [];
  if (newTagNames.length > 0 && (await ctx.config())["tagging.enabled"] === false) throw forbidden("Permission Problem", "Tagging is turned off on this site.");

  const discussionID = await ctx.db.transaction().execute(async (trx) => {
    await first?.(trx);
    await runAddonWriteHooks(ctx, trx, forumHooks.beforeSave, { recordType: "discussion", recordID: null, categoryID: category.categoryID, bodyHtml });
    if (givenTagIDs.length > 0) {
      const found = await trx.selectFrom("tags").select("tagID").where("tagID", "in", givenTagIDs).execute();
      if (found.length !== givenTagIDs.length) throw validationError("tagIDs", "Unknown tag.", "notFound");
    }
    const tagIDs = [...new Set([...givenTagIDs, ...(await findOrCreateTags(trx, newTagNames))])];
    const now = new Date();
    const { discussionID } = await trx
      .insertInto("discussions")
      .values({
        type,
        statusID,
        name,
        body,
        format,
        bodyHtml,
        excerpt,
        categoryID: category.categoryID,
        insertUserID: viewer.user.userID,
        dateInserted: now,
        dateLastComment: now,
        lastCommentUserID: viewer.user.userID,
        lastCommentID: null,
        updateUserID: null,
        pinLocation: null,
        attributes: "{}",
      })
      .returning("discussionID")
      .executeTakeFirstOrThrow();
    if (tagIDs.length > 0) {
      await trx
        .insertInto("discussionTags")
        .values(tagIDs.map((tagID) => ({ discussionID, tagID })))
        .execute();
      await trx
        .updateTable("tags")
        .set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) }))
        .where("tagID", "in", tagIDs)
        .execute();
    }
    await withPost?.(trx, discussionID);
    await refreshHot(trx, [discussionID]);
    await searchChanged(ctx, trx, "discussion", discussionID, "write");
    await runAddonWriteHooks(ctx, trx, forumHooks.discussionAfterCreate, {
      discussionID,
      categoryID: category.categoryID,
      insertUserID: viewer.user.userID,
      type,
      statusID,
    });
    await adjustCategoryCounts(trx, index, category.categoryID, { discussions: 1, comments: 0 });
    await recordCategoryPost(trx, index, category.categoryID, { discussionID, commentID: null, date: now });
    await trx
      .updateTable("users")
      .set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) }))
      .where("userID", "=", viewer.user.userID)
      .execute();
    return discussionID;
  });
  invalidateCategoryIndex(ctx.db);
  return getDiscussion(ctx, discussionID);
}
