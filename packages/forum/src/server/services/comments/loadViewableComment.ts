import { notFound, type Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import { loadViewableDiscussion, type ViewableDiscussion } from "../discussions/loadViewableDiscussion";
import type { CommentRow } from "./CommentRow";

/** Loads a comment and its discussion; 404 when missing, the same 404 when it is hidden from the viewer. */
export async function loadViewableComment(db: ForumDb, viewer: Viewer, commentID: number): Promise<ViewableDiscussion & { comment: CommentRow }> {
  const comment = await db.selectFrom("comments").selectAll().where("commentID", "=", commentID).executeTakeFirst();
  if (!comment) throw notFound("Comment");
  return { ...(await loadViewableDiscussion(db, viewer, comment.discussionID, false, "Comment")), comment };
}
