import { commentPath, type UserFragment } from "@quorum/api";
import { isoDate } from "../isoDate";
import { toReactionSummaries, type ReactionSummaryJson } from "../reactions/reactionSummaryColumn";
import type { ListedCommentRow } from "./CommentRow";
import type { ForumComment } from "./ForumComment";

/** Columns a page of comments selects beside each row (listComments): reactions; report counts for moderators. */
export interface CommentPageColumns {
  reactionsJson?: ReactionSummaryJson[] | null;
  /** Null (or absent) when the viewer may not see reports. */
  countReports?: number | null;
  /** The discussion's category, when the page spans discussions (otherwise the caller knows it). */
  categoryID?: number | null;
}

/**
 * A comment row as the API answers it; `insertUser` when expanded, `bodyRaw` when the stored body
 * was selected; `categoryID` is its discussion's (the row's own column when not given).
 */
export function serializeComment(
  row: ListedCommentRow & CommentPageColumns,
  discussionName: string | undefined,
  insertUser: UserFragment | undefined,
  categoryID: number | undefined,
): ForumComment {
  // A plain object literal (no spread inside it): a thread serializes thirty of these per page.
  const out: ForumComment = {
    commentID: row.commentID,
    discussionID: row.discussionID,
    categoryID: categoryID ?? row.categoryID ?? 0,
    parentRecordType: "discussion",
    parentRecordID: row.discussionID,
    body: row.bodyHtml,
    format: row.format,
    url: commentPath(row.commentID),
    insertUserID: row.insertUserID,
    updateUserID: row.updateUserID,
    dateInserted: isoDate(row.dateInserted),
    dateUpdated: row.dateUpdated ? isoDate(row.dateUpdated) : null,
    score: row.score,
    attributes: row.attributes,
  };
  if (row.body !== null) out.bodyRaw = row.body;
  if (discussionName !== undefined) out.name = `Re: ${discussionName}`;
  if (insertUser) out.insertUser = insertUser;
  if (row.reactionsJson !== undefined) out.reactions = toReactionSummaries(row.reactionsJson);
  if (typeof row.countReports === "number") out.reportMeta = { countReports: row.countReports };
  return out;
}
