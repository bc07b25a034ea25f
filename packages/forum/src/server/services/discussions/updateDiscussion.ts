import { invalidateCategoryIndex } from "../categories/categoryIndexCache";
import { searchChanged } from "../search/searchChanged";
import type { DiscussionPatch } from "@quorum/api";
import { forbidden, validationError } from "@quorum/server";
import { canEditOwn } from "../../permissions/canEditOwn";
import { canInCategory } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import { viewableCategories } from "../../permissions/viewableCategories";
import { discussionAuditEntry } from "../audit/discussionAuditEntry";
import { recordAudit, type AuditEntry } from "../audit/recordAudit";
import { adjustCategoryCounts } from "../categories/adjustCategoryCounts";
import { refreshCategoryLastPost } from "../categories/refreshCategoryLastPost";
import { editContentTimeout } from "../editContentTimeout";
import type { BodyFormat } from "@quorum/server";
import { prepareBody } from "../prepareBody";
import { prepareName } from "../prepareName";
import type { ServiceContext } from "../ServiceContext";
import type { ForumDatabase } from "../../db/ForumTables";
import { sql, type Updateable } from "kysely";
import { discussionRights } from "./discussionRights";
import { getDiscussion } from "./getDiscussion";
import type { ForumDiscussion } from "./ForumDiscussion";
import { loadViewableDiscussion } from "./loadViewableDiscussion";
import { runAddonWriteHooks } from "../addons/runAddonWriteHooks";
import { forumHooks } from "../../hooks/forumHooks";

const MODERATE = ["discussions.moderate", "discussions.manage"];

/**
 * Edits a discussion. Title and body: the author while the discussion is open and within the edit
 * window, or `discussions.edit` in the category. Moderation fields (`discussionRights`), in the
 * category unless said otherwise: closed `discussions.close` (or `discussions.closeOwn` for the
 * author); announce (pinned, pinLocation "category" or "recent") and sink `community.manage`
 * global or for the category, or moderation rights there (`discussions.moderate`/`discussions.manage`);
 * resolved `staff.allow` or moderation rights; categoryID moderation rights plus posting rights
 * in the target; insertUserID (change of author) `site.manage` or `community.manage` only — not
 * `community.moderate` — and the new author must exist (422 on insertUserID).
 * `community.moderate` may do all the rest. Unchanged values need no permission.
 * Each moderation change (close/open, sink, announce, resolve, move, author) writes an audit
 * line in the same transaction as the change.
 */
export async function updateDiscussion(ctx: ServiceContext, discussionID: number, patch: DiscussionPatch): Promise<ForumDiscussion> {
  const { viewer } = ctx;
  const { row, category, index } = await loadViewableDiscussion(ctx.db, viewer, discussionID);
  const moderator = isCommunityModerator(viewer);
  const rights = discussionRights(viewer, category);
  const can = (names: string | string[]) => moderator || canInCategory(viewer.permissions, names, category);
  const isAuthor = viewer.user.userID > 0 && viewer.user.userID === row.insertUserID;
  const changes: Updateable<ForumDatabase["discussions"]> = {};
  const audits: [verb: string, data?: Record<string, unknown>][] = [];

  const editsContent =
    (patch.name !== undefined && patch.name !== row.name) ||
    (patch.body !== undefined && patch.body !== row.body) ||
    (patch.format !== undefined && patch.format !== row.format);
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
    audits.push([patch.closed ? "close" : "open"]);
  }
  if (patch.sink !== undefined && patch.sink !== row.sink) {
    if (!rights.announce) throw forbidden();
    changes.sink = patch.sink;
    audits.push([patch.sink ? "sink" : "unsink"]);
  }
  const pinLocation = patch.pinned === false ? null : (patch.pinLocation ?? (patch.pinned ? (row.pinLocation ?? "category") : row.pinLocation));
  if ((patch.pinned !== undefined && patch.pinned !== row.pinned) || (patch.pinLocation !== undefined && pinLocation !== row.pinLocation)) {
    if (!rights.announce) throw forbidden();
    changes.pinned = patch.pinned ?? row.pinned;
    changes.pinLocation = changes.pinned ? pinLocation : null;
    audits.push(changes.pinned ? ["announce", { pinLocation: changes.pinLocation }] : ["unannounce"]);
  }
  if (patch.resolved !== undefined && patch.resolved !== row.resolved) {
    if (!can(["staff.allow", ...MODERATE])) throw forbidden();
    changes.resolved = patch.resolved;
    audits.push([patch.resolved ? "resolve" : "unresolve"]);
  }
  let target = category;
  let newAuthorID: number | null = null;
  if (patch.categoryID !== undefined && patch.categoryID !== row.categoryID) {
    if (!can(MODERATE)) throw forbidden();
    // A category hidden from the viewer is answered as a missing one.
    const found = viewableCategories(index, viewer.permissions).get(patch.categoryID);
    if (!found || found.displayAs === "heading") throw validationError("categoryID", "Category not found.", "notFound");
    if (!(moderator || canInCategory(viewer.permissions, ["discussions.add", ...MODERATE], found))) throw forbidden();
    target = found;
    changes.categoryID = found.categoryID;
    audits.push(["move", { from: category.categoryID, to: found.categoryID }]);
  }
  if (patch.insertUserID !== undefined && patch.insertUserID !== row.insertUserID) {
    if (!rights.changeAuthor) throw forbidden();
    const author = await ctx.db.selectFrom("users").select("userID").where("userID", "=", patch.insertUserID).executeTakeFirst();
    if (!author) throw validationError("insertUserID", "User not found.", "notFound");
    newAuthorID = author.userID;
    changes.insertUserID = newAuthorID;
    audits.push(["changeAuthor", { from: row.insertUserID, to: author.userID }]);
  }

  if (Object.keys(changes).length > 0) {
    const named = { discussionID, categoryID: category.categoryID, name: changes.name ?? row.name };
    const entries: AuditEntry[] = audits.map(([verb, data]) => discussionAuditEntry(named, verb, data));
    await ctx.db.transaction().execute(async (trx) => {
      if (changes.bodyHtml !== undefined) {
        await runAddonWriteHooks(ctx, trx, forumHooks.beforeSave, {
          recordType: "discussion",
          recordID: discussionID,
          categoryID: category.categoryID,
          bodyHtml: changes.bodyHtml,
        });
      }
      await trx.updateTable("discussions").set(changes).where("discussionID", "=", discussionID).execute();
      if (target.categoryID !== category.categoryID) {
        await adjustCategoryCounts(trx, index, category.categoryID, { discussions: -1, comments: -row.countComments });
        await adjustCategoryCounts(trx, index, target.categoryID, { discussions: 1, comments: row.countComments });
        await refreshCategoryLastPost(trx, index, category.categoryID);
        await refreshCategoryLastPost(trx, index, target.categoryID);
      }
      if (newAuthorID !== null) {
        // Each author's discussion count follows the discussion.
        await trx
          .updateTable("users")
          .set({ countDiscussions: sql<number>`greatest(0, "countDiscussions" - 1)` })
          .where("userID", "=", row.insertUserID)
          .execute();
        await trx
          .updateTable("users")
          .set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) }))
          .where("userID", "=", newAuthorID)
          .execute();
      }
      for (const entry of entries) await recordAudit(trx, viewer, entry);
      await searchChanged(ctx, trx, "discussion", discussionID, "write");
    });
    if (target.categoryID !== category.categoryID) invalidateCategoryIndex(ctx.db);
  }
  return getDiscussion(ctx, discussionID);
}
