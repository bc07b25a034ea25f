import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";

/**
 * Recomputes the "trending" (-hot) rank, kept in a column so that sort is an index scan: activity
 * (score plus comments, log-damped) plus recency of the last comment, so a lively new thread beats
 * an old popular one. A separate statement because an UPDATE's expressions see the old row.
 */
export async function refreshHot(db: ForumDb, discussionIDs: readonly number[]): Promise<void> {
  if (discussionIDs.length === 0) return;
  await db
    .updateTable("discussions")
    .set({ hot: sql<number>`ln(greatest(1, "score" + "countComments" + 1)) + extract(epoch from "dateLastComment") / 45000.0` })
    .where("discussionID", "in", [...discussionIDs])
    .execute();
}
