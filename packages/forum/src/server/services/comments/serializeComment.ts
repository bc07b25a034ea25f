import { commentPath, type UserFragment } from "@quorum/api";
import type { ListedCommentRow } from "./CommentRow";
import type { ForumComment } from "./ForumComment";

/** A comment row as the API answers it; `insertUser` when expanded, `bodyRaw` when the stored body was selected. */
export function serializeComment(row: ListedCommentRow, discussionName: string | undefined, insertUser?: UserFragment): ForumComment {
  const out: ForumComment = {
    commentID: row.commentID,
    discussionID: row.discussionID,
    parentRecordType: "discussion",
    parentRecordID: row.discussionID,
    body: row.bodyHtml,
    ...(row.body !== null ? { bodyRaw: row.body } : {}),
    format: row.format,
    url: commentPath(row.commentID),
    insertUserID: row.insertUserID,
    updateUserID: row.updateUserID,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated ? row.dateUpdated.toISOString() : null,
    score: row.score,
    attributes: row.attributes,
  };
  if (discussionName !== undefined) out.name = `Re: ${discussionName}`;
  if (insertUser) out.insertUser = insertUser;
  return out;
}
