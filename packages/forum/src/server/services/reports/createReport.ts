import { hasPermission, type Report, type ReportPost } from "@quorum/api";
import { forbidden, validationError } from "@quorum/server";
import { loadViewableComment } from "../comments/loadViewableComment";
import { loadViewableDiscussion } from "../discussions/loadViewableDiscussion";
import type { ServiceContext } from "../ServiceContext";
import { loadUserFragments } from "../users/loadUserFragments";
import { ESCALATIONS_ENABLED } from "./REPORT_SETTINGS";
import { serializeReport } from "./serializeReport";

/**
 * `POST /reports`: a member reports a post they can see to the moderators (spec §6: `flag.add`
 * while the escalations feature is on). The report keeps the post as it was (its author,
 * category, discussion name and HTML), for the moderators' queue.
 */
export async function createReport(ctx: ServiceContext, input: ReportPost): Promise<Report> {
  const { db, viewer } = ctx;
  if ((await ctx.config())[ESCALATIONS_ENABLED] === false) throw forbidden("Permission Problem", "Reporting is turned off on this site.");
  if (viewer.user.userID <= 0 || !hasPermission(viewer.permissions, "flag.add")) throw forbidden("Permission Problem", "You need the flag.add permission.");

  const reason = input.reason.trim();
  if (reason === "") throw validationError("reason", "reason is required.", "missingField");

  const post =
    input.recordType === "discussion"
      ? await loadViewableDiscussion(db, viewer, input.recordID).then(({ row }) => ({ discussion: row, post: row }))
      : await loadViewableComment(db, viewer, input.recordID).then(({ row, comment }) => ({ discussion: row, post: comment }));

  const row = await db
    .insertInto("reports")
    .values({
      recordType: input.recordType,
      recordID: input.recordID,
      discussionID: post.discussion.discussionID,
      placeRecordID: post.discussion.categoryID,
      recordUserID: post.post.insertUserID,
      recordName: post.discussion.name,
      recordHtml: post.post.bodyHtml,
      recordDateInserted: post.post.dateInserted,
      reason,
      reportReasonIDs: input.reportReasonIDs ?? [],
      insertUserID: viewer.user.userID,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const users = await loadUserFragments(db, [viewer.user.userID]);
  return serializeReport(row, post.post.bodyHtml, users.get(viewer.user.userID));
}
