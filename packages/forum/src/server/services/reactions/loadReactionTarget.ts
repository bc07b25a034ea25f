import type { ReactionRecordType } from "@quorum/api";
import { notFound, type Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import type { CategoryRow } from "../categories/CategoryIndex";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { assertShownDiscussion } from "../discussions/assertShownDiscussion";

/** A post the viewer may see, with what the reaction rules need: its thread's category and state. */
export interface ReactionTarget {
  recordType: ReactionRecordType;
  recordID: number;
  discussionID: number;
  /** Whether the thread (the discussion, or the comment's discussion) is closed. */
  closed: boolean;
  category: CategoryRow;
}

/**
 * Loads a discussion or comment for a reactions call: 404 when there is none, and the same
 * when it is hidden from the viewer. `forUpdate` locks the post's row so a member's concurrent
 * reactions to it (and the score they move) happen one after the other.
 */
export async function loadReactionTarget(
  db: ForumDb,
  viewer: Viewer,
  recordType: ReactionRecordType,
  recordID: number,
  options: { forUpdate?: boolean } = {},
): Promise<ReactionTarget> {
  let found: { discussionID: number; categoryID: number; closed: boolean; type: string } | undefined;
  if (recordType === "discussion") {
    let query = db.selectFrom("discussions").select(["discussionID", "categoryID", "closed", "type"]).where("discussionID", "=", recordID);
    if (options.forUpdate) query = query.forUpdate();
    found = await query.executeTakeFirst();
  } else {
    let query = db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .select(["discussions.discussionID", "discussions.categoryID", "discussions.closed", "discussions.type"])
      .where("comments.commentID", "=", recordID);
    if (options.forUpdate) query = query.forUpdate("comments");
    found = await query.executeTakeFirst();
  }
  const missing = recordType === "discussion" ? "Discussion" : "Comment";
  if (!found) throw notFound(missing);
  const category = await assertShownDiscussion(db, await loadCategoryIndex(db), viewer.permissions, found, missing);
  return { recordType, recordID, discussionID: found.discussionID, closed: found.closed, category };
}
