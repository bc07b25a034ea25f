import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { refreshHot } from "../discussions/refreshHot";
import type { ReactionTarget } from "./loadReactionTarget";

/**
 * Moves a post's score by `delta` (the values of the reactions added, less those removed), in the
 * reaction's transaction. A discussion's trending rank is built on its score, so it follows.
 * Scores move by difference rather than being recounted: a post's score may hold votes from
 * before reactions were stored (imported or demo content).
 */
export async function adjustRecordScore(db: ForumDb, target: ReactionTarget, delta: number): Promise<void> {
  if (delta === 0) return;
  if (target.recordType === "discussion") {
    await db
      .updateTable("discussions")
      .set({ score: sql<number>`"score" + ${delta}` })
      .where("discussionID", "=", target.recordID)
      .execute();
    await refreshHot(db, [target.recordID]);
  } else {
    await db
      .updateTable("comments")
      .set({ score: sql<number>`"score" + ${delta}` })
      .where("commentID", "=", target.recordID)
      .execute();
  }
}
