import { commentPath, type UserFragment } from "@quorum/api";
import type { CommentRow } from "./CommentRow";
import type { ForumComment } from "./ForumComment";

/** A comment row as the API answers it; `users` adds insertUser. */
export function serializeComment(row: CommentRow, discussionName: string | undefined, users?: ReadonlyMap<number, UserFragment>): ForumComment {
  const out: ForumComment = {
    commentID: row.commentID,
    discussionID: row.discussionID,
    parentRecordType: "discussion",
    parentRecordID: row.discussionID,
    body: row.bodyHtml,
    bodyRaw: row.body,
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
  if (users) out.insertUser = users.get(row.insertUserID) ?? { userID: 0, name: "Unknown User", photoUrl: "", dateLastActive: null };
  return out;
}
