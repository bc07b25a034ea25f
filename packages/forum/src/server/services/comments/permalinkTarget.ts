import { notFound, type Viewer } from "@quorum/server";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { loadViewableDiscussion } from "../discussions/loadViewableDiscussion";
import { loadViewableComment } from "./loadViewableComment";

/** Where a comment's permalink leads: its discussion, and the comment whose page holds it. */
interface PermalinkTarget {
  discussionID: number;
  /** The comment itself, or for a deleted one the comment its tombstone stands before (same page). */
  pageCommentID: number;
}

/**
 * Resolves `/discussion/comment/{id}`: a comment, or a deleted comment that left a tombstone in its
 * thread (spec §3), which the permalink then shows in place. A viewer who may not see the
 * discussion gets the same 404 as for a comment that never was; so does a deleted comment that left
 * nothing behind.
 */
export async function permalinkTarget(db: ForumDb, viewer: Viewer, commentID: number): Promise<PermalinkTarget> {
  const exists = await db.selectFrom("comments").select("commentID").where("commentID", "=", commentID).executeTakeFirst();
  if (exists) {
    const { comment } = await loadViewableComment(db, viewer, commentID);
    return { discussionID: comment.discussionID, pageCommentID: commentID };
  }
  const tombstone = await db.selectFrom("commentTombstones").select(["discussionID", "dateInserted"]).where("commentID", "=", commentID).executeTakeFirst();
  if (!tombstone) throw notFound("Comment");
  await loadViewableDiscussion(db, viewer, tombstone.discussionID, false, "Comment");
  // Every tombstone stands before a later comment (deleteComment keeps it so).
  const next = await db
    .selectFrom("comments")
    .select("commentID")
    .where("discussionID", "=", tombstone.discussionID)
    .where(sql<boolean>`("dateInserted", "commentID") > (${tombstone.dateInserted}, ${commentID}::integer)`)
    .orderBy("dateInserted")
    .orderBy("commentID")
    .limit(1)
    .executeTakeFirst();
  if (!next) throw notFound("Comment");
  return { discussionID: tombstone.discussionID, pageCommentID: next.commentID };
}
