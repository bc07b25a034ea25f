import type { CommentDraftMeta, DiscussionDraftMeta, DraftAttributes, DraftPost } from "@quorum/api";
import { forbidden, HttpError, validationError } from "@quorum/server";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { loadViewableDiscussion, type ViewableDiscussion } from "../discussions/loadViewableDiscussion";
import type { ServiceContext } from "../ServiceContext";
import { checkDraftBody } from "./checkDraftBody";
import { requireDraftAuthor } from "./requireDraftAuthor";
import { forumHooks } from "../../hooks/forumHooks";

/** A draft checked and settled, ready to store. */
export interface PreparedDraft {
  recordType: "discussion" | "comment";
  recordID: number | null;
  parentRecordType: "category" | "discussion" | null;
  parentRecordID: number | null;
  attributes: DraftAttributes;
}

/**
 * Checks a draft the way its post will be checked, so what is saved can be posted: a comment
 * draft names a discussion the viewer may comment in and has a body; a discussion draft's
 * category (parentRecordID, or draftMeta.categoryID which wins) is one the viewer may start
 * discussions in — or none yet, while the author has not picked one, as long as there is some
 * category they may post in. A draft of an edit names a post the viewer may edit. Only the
 * draftMeta fields of the draft's kind are kept. 422 names the field, 403 when not allowed.
 */
export async function prepareDraft(ctx: ServiceContext, input: DraftPost, now = new Date()): Promise<PreparedDraft> {
  requireDraftAuthor(ctx.viewer);
  const given = input.attributes;
  const body = given.body ?? "";
  const format = given.format ?? "rich2";
  const base = {
    body,
    format,
    lastSaved: given.lastSaved ?? now.toISOString(),
    ...(given.draftType !== undefined ? { draftType: given.draftType } : {}),
    ...(given.groupID !== undefined ? { groupID: given.groupID } : {}),
    ...(given.name !== undefined ? { name: given.name } : {}),
  };
  const recordID = input.recordID ?? null;

  if (input.recordType === "comment") {
    if (input.parentRecordType === "category") throw validationError("parentRecordType", "A comment draft's parent is a discussion.", "invalid");
    const discussionID = input.parentRecordID ?? null;
    if (discussionID === null) throw validationError("parentRecordID", "parentRecordID is required.", "missingField");
    const { row, category } = await viewableOr422(ctx, discussionID, "parentRecordID");
    if (!canInCategory(ctx.viewer.permissions, "comments.add", category)) throw forbidden();
    if (row.closed && !canInCategory(ctx.viewer.permissions, "discussions.close", category)) throw forbidden("This discussion has been closed.");
    const bodyProblem = checkDraftBody(body, format, true);
    if (bodyProblem) throw new HttpError(422, "Validation failed.", { errors: { body: [bodyProblem] } });
    const meta = commentMeta(given.draftMeta);
    if (meta.commentParentID !== undefined && !(await commentIn(ctx, meta.commentParentID, discussionID))) {
      throw validationError("draftMeta.commentParentID", "Comment not found.", "notFound");
    }
    if (recordID !== null) {
      const comment = await ctx.db.selectFrom("comments").select(["discussionID", "insertUserID"]).where("commentID", "=", recordID).executeTakeFirst();
      if (!comment || comment.discussionID !== discussionID) throw validationError("recordID", "Comment not found.", "notFound");
      const mayEdit =
        comment.insertUserID === ctx.viewer.user.userID || isCommunityModerator(ctx.viewer) || canInCategory(ctx.viewer.permissions, "comments.edit", category);
      if (!mayEdit) throw forbidden("You don't have permission to edit this post.");
    }
    return { recordType: "comment", recordID, parentRecordType: "discussion", parentRecordID: discussionID, attributes: { ...base, draftMeta: meta } };
  }

  if (input.parentRecordType === "discussion") throw validationError("parentRecordType", "A discussion draft's parent is a category.", "invalid");
  const meta = discussionMeta(given.draftMeta);
  const categoryField = meta.categoryID !== undefined ? "draftMeta.categoryID" : "parentRecordID";
  const categoryID = meta.categoryID ?? input.parentRecordID ?? null;
  const index = await loadCategoryIndex(ctx.db);
  const visible = viewableCategories(index, ctx.viewer.permissions);
  const mayPostIn = (id: number) => {
    const row = visible.get(id);
    return row !== undefined && row.displayAs !== "heading" && canInCategory(ctx.viewer.permissions, "discussions.add", row);
  };
  if (categoryID === null) {
    if (![...visible.keys()].some(mayPostIn)) throw forbidden();
  } else {
    // A category hidden from the viewer is answered as a missing one.
    const category = visible.get(categoryID);
    if (!category) throw validationError(categoryField, "Category not found.", "notFound");
    if (category.displayAs === "heading") throw validationError(categoryField, "You cannot post in a heading category.", "invalid");
    if (!mayPostIn(categoryID)) throw forbidden();
    meta.categoryID = categoryID;
  }
  const bodyProblem = checkDraftBody(body, format, false);
  if (bodyProblem) throw new HttpError(422, "Validation failed.", { errors: { body: [bodyProblem] } });
  if (meta.postTypeID !== undefined && meta.postTypeID !== "discussion" && !ctx.addons.hooks(forumHooks.postType).some((t) => t.type === meta.postTypeID)) {
    throw validationError("draftMeta.postTypeID", `"${meta.postTypeID}" is not a post type of this site.`, "invalid");
  }
  if (meta.tagIDs && meta.tagIDs.length > 0) {
    const tagIDs = [...new Set(meta.tagIDs)];
    const found = await ctx.db.selectFrom("tags").select("tagID").where("tagID", "in", tagIDs).execute();
    if (found.length !== tagIDs.length) throw validationError("draftMeta.tagIDs", "Unknown tag.", "notFound");
    meta.tagIDs = tagIDs;
  }
  if (recordID !== null) {
    const { row, category } = await viewableOr422(ctx, recordID, "recordID");
    const mayEdit =
      row.insertUserID === ctx.viewer.user.userID || isCommunityModerator(ctx.viewer) || canInCategory(ctx.viewer.permissions, "discussions.edit", category);
    if (!mayEdit) throw forbidden("You don't have permission to edit this post.");
  }
  return {
    recordType: "discussion",
    recordID,
    parentRecordType: categoryID === null ? null : "category",
    parentRecordID: categoryID,
    attributes: { ...base, draftMeta: meta },
  };
}

/** A discussion the viewer may see; a missing one is a 422 on `field` (it came from the body), a hidden one 403. */
async function viewableOr422(ctx: ServiceContext, discussionID: number, field: string): Promise<ViewableDiscussion> {
  try {
    return await loadViewableDiscussion(ctx.db, ctx.viewer, discussionID);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw validationError(field, "Discussion not found.", "notFound");
    throw error;
  }
}

async function commentIn(ctx: ServiceContext, commentID: number, discussionID: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom("comments")
    .select("commentID")
    .where("commentID", "=", commentID)
    .where("discussionID", "=", discussionID)
    .executeTakeFirst();
  return row !== undefined;
}

type SentMeta = NonNullable<DraftPost["attributes"]["draftMeta"]>;

function discussionMeta(meta: SentMeta | undefined): DiscussionDraftMeta {
  if (!meta) return {};
  const { commentPath: _path, commentParentID: _parent, ...fields } = meta;
  return fields;
}

function commentMeta(meta: SentMeta | undefined): CommentDraftMeta {
  return {
    ...(meta?.commentPath !== undefined ? { commentPath: meta.commentPath } : {}),
    ...(meta?.commentParentID !== undefined ? { commentParentID: meta.commentParentID } : {}),
  };
}
