import { hasPermission } from "@quorum/api";
import { forbidden, notFound, type Viewer } from "@quorum/server";
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
 * Loads a comment and its discussion: 404 when there is no such comment, 403 when the viewer may
 * not see the discussion's category (`discussions.view` on its permission category, as the forum
 * checks it), so judging reveals nothing the viewer could not read.
 */
export async function loadAnswerTarget(db: QnaDb, viewer: Viewer, commentID: number): Promise<AnswerTarget> {
  const row = await db
    .selectFrom("comments as c")
    .innerJoin("discussions as d", "d.discussionID", "c.discussionID")
    .innerJoin("categories as k", "k.categoryID", "d.categoryID")
    .select(["c.commentID", "c.insertUserID as commentUserID", "d.discussionID", "d.type", "d.insertUserID as askerID", "k.permissionCategoryID"])
    .where("c.commentID", "=", commentID)
    .executeTakeFirst();
  if (!row) throw notFound("Comment");
  const visible =
    row.permissionCategoryID < 0
      ? hasPermission(viewer.permissions, "discussions.view")
      : hasPermission(viewer.permissions, "discussions.view", { resourceType: "category", resourceID: row.permissionCategoryID, mode: "resourceIfJunction" });
  if (!visible) throw forbidden();
  return { commentID: row.commentID, commentUserID: row.commentUserID, discussionID: row.discussionID, type: row.type, askerID: row.askerID };
}
