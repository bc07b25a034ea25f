import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import type { DiscussionPatch } from "@quorum/api";
import { forbidden, validationError } from "@quorum/server";
import { canEditOwn } from "../../permissions/canEditOwn";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { viewableCategories } from "../../permissions/viewableCategories";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import { refreshCategoryLastPost } from "../categories/refreshCategoryLastPost";
import { editContentTimeout } from "../editContentTimeout";
import type { BodyFormat } from "../../render/renderBody";
import { prepareBody } from "../prepareBody";
import { prepareName } from "../prepareName";
import type { ServiceContext } from "../ServiceContext";
import type { ForumDatabase } from "../../db/ForumTables";
import type { Updateable } from "kysely";
import { getDiscussion } from "./getDiscussion";
import type { ForumDiscussion } from "./ForumDiscussion";
import { loadViewableDiscussion } from "./loadViewableDiscussion";

const MODERATE = ["discussions.moderate", "discussions.manage"];

/**
 * Edits a discussion. Title and body: the author while the discussion is open and within the edit
 * window, or `discussions.edit` in the category. Moderation fields need, in the category:
 * closed `discussions.close` (or `discussions.closeOwn` for the author); sink and pinned
 * `discussions.moderate`/`discussions.manage`; categoryID the same, plus posting rights in the
 * target. `community.moderate` may do all of it. Unchanged values need no permission.
 */
export async function updateDiscussion(ctx: ServiceContext, discussionID: number, patch: DiscussionPatch): Promise<ForumDiscussion> {
  const { viewer } = ctx;
  const { row, category, index } = await loadViewableDiscussion(ctx.db, viewer, discussionID);
  const moderator = isCommunityModerator(viewer);
  const can = (names: string | string[]) => moderator || canInCategory(viewer.permissions, names, category);
  const isAuthor = viewer.user.userID > 0 && viewer.user.userID === row.insertUserID;
  const changes: Updateable<ForumDatabase["discussions"]> = {};

  const editsContent = (patch.name !== undefined && patch.name !== row.name) || (patch.body !== undefined && patch.body !== row.body) || (patch.format !== undefined && patch.format !== row.format);
  if (editsContent) {
    const own = canEditOwn(viewer, row, row.closed, await editContentTimeout(ctx));
    if (!own && !can("discussions.edit")) throw forbidden("You don't have permission to edit this post.");
    if (patch.name !== undefined) changes.name = prepareName(patch.name);
    if (patch.body !== undefined || patch.format !== undefined) {
      const prepared = prepareBody(patch.body ?? row.body, patch.format ?? (row.format as BodyFormat));
      changes.body = prepared.body;
      changes.format = prepared.format;
      changes.bodyHtml = prepared.bodyHtml;
      changes.excerpt = prepared.excerpt;
    }
    changes.dateUpdated = new Date();
    changes.updateUserID = viewer.user.userID;
  }
  if (patch.closed !== undefined && patch.closed !== row.closed) {
    if (!can("discussions.close") && !(isAuthor && canInCategory(viewer.permissions, "discussions.closeOwn", category))) throw forbidden();
    changes.closed = patch.closed;
  }
  if (patch.sink !== undefined && patch.sink !== row.sink) {
    if (!can(MODERATE)) throw forbidden();
    changes.sink = patch.sink;
  }
  const pinLocation = patch.pinned === false ? null : (patch.pinLocation ?? (patch.pinned ? (row.pinLocation ?? "category") : row.pinLocation));
  if ((patch.pinned !== undefined && patch.pinned !== row.pinned) || (patch.pinLocation !== undefined && pinLocation !== row.pinLocation)) {
    if (!can(MODERATE)) throw forbidden();
    changes.pinned = patch.pinned ?? row.pinned;
    changes.pinLocation = changes.pinned ? pinLocation : null;
  }
  if (patch.resolved !== undefined && patch.resolved !== row.resolved) {
    if (!can(["staff.allow", ...MODERATE])) throw forbidden();
    changes.resolved = patch.resolved;
  }
  let target = category;
  if (patch.categoryID !== undefined && patch.categoryID !== row.categoryID) {
    if (!can(MODERATE)) throw forbidden();
    const found = index.get(patch.categoryID);
    if (!found || found.displayAs === "heading") throw validationError("categoryID", "Category not found.", "notFound");
    const visible = viewableCategories(index, viewer.permissions);
    if (!visible.has(found.categoryID) || !(moderator || canInCategory(viewer.permissions, ["discussions.add", ...MODERATE], found))) throw forbidden();
    target = found;
    changes.categoryID = found.categoryID;
  }

  if (Object.keys(changes).length > 0) {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable("discussions").set(changes).where("discussionID", "=", discussionID).execute();
      if (target.categoryID !== category.categoryID) {
        await adjustCategoryCounts(trx, index, category.categoryID, { discussions: -1, comments: -row.countComments });
        await adjustCategoryCounts(trx, index, target.categoryID, { discussions: 1, comments: row.countComments });
        await refreshCategoryLastPost(trx, index, category.categoryID);
        await refreshCategoryLastPost(trx, index, target.categoryID);
      }
    });
    if (target.categoryID !== category.categoryID) invalidateCategoryIndex(ctx.db);
  }
  return getDiscussion(ctx, discussionID);
}
