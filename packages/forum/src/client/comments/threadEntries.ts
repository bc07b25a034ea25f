import type { Comment } from "@quorum/api";
import type { CommentTombstone } from "../../contract/widgetProps";

/** What a thread page lists, in order: comments, and tombstones (spec §3's display modes full and tombstone). */
export type ThreadEntry = { mode: "full"; comment: Comment } | { mode: "tombstone"; commentID: number; dateInserted: string };

/**
 * The entries of a thread page: each tombstone beside the comment posted right after it (before it
 * oldest first, after it newest first), and the comments deleted on this page meanwhile
 * (optimistically, `deleted`) as the server will show them — a tombstone where a comment of the
 * page still follows, gone otherwise.
 */
export function threadEntries(
  comments: readonly Comment[],
  tombstones: readonly CommentTombstone[],
  deleted: ReadonlySet<number>,
  newestFirst: boolean,
): ThreadEntry[] {
  const beside = new Map<number, ThreadEntry[]>();
  for (const tomb of tombstones) {
    const list = beside.get(tomb.nextCommentID) ?? [];
    list.push({ mode: "tombstone", commentID: tomb.commentID, dateInserted: tomb.dateInserted });
    beside.set(tomb.nextCommentID, list);
  }
  const time = (comment: Comment) => new Date(comment.dateInserted).getTime();
  const followed = (comment: Comment) =>
    comments.some(
      (other) => !deleted.has(other.commentID) && (time(other) > time(comment) || (time(other) === time(comment) && other.commentID > comment.commentID)),
    );
  const entries: ThreadEntry[] = [];
  for (const comment of comments) {
    const tombs = beside.get(comment.commentID) ?? [];
    if (!newestFirst) entries.push(...tombs);
    if (!deleted.has(comment.commentID)) entries.push({ mode: "full", comment });
    else if (followed(comment)) entries.push({ mode: "tombstone", commentID: comment.commentID, dateInserted: comment.dateInserted });
    if (newestFirst) entries.push(...[...tombs].reverse());
  }
  return entries;
}
