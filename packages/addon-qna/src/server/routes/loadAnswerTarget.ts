import { canViewCategory } from "@quorum/forum/contract/server";
import { notFound, type Viewer } from "@quorum/server";
import type { QnaDb } from "../db/QnaTables";

/** A comment about to be judged, with what the checks need of its discussion. */
export interface AnswerTarget {
  commentID: number;
  commentUserID: number;
  discussionID: number;
  type: string;
  askerID: number;
}

/**
 * Loads a comment and its discussion: 404 when there is no such comment, and the same when the viewer
 * may not see the discussion's category (the forum's check: `discussions.view` there and in every
 * ancestor), so judging reveals nothing the viewer could not read.
 */
export async function loadAnswerTarget(db: QnaDb, viewer: Viewer, commentID: number): Promise<AnswerTarget> {
  const row = await db
    .selectFrom("comments as c")
    .innerJoin("discussions as d", "d.discussionID", "c.discussionID")
    .select(["c.commentID", "c.insertUserID as commentUserID", "d.discussionID", "d.type", "d.insertUserID as askerID", "d.categoryID"])
    .where("c.commentID", "=", commentID)
    .executeTakeFirst();
  if (!row) throw notFound("Comment");
  // Hidden answers as missing does, so judging tells nothing of what the viewer cannot read.
  if (!(await canViewCategory(db, viewer.permissions, row.categoryID))) throw notFound("Comment");
  return { commentID: row.commentID, commentUserID: row.commentUserID, discussionID: row.discussionID, type: row.type, askerID: row.askerID };
}
