import type { ForumDb } from "../../db/ForumTables";
import { HOT_RANK } from "./HOT_RANK";

/**
 * Recomputes the "trending" (-hot) rank (`HOT_RANK`), kept in a column so that sort is an index
 * scan. A separate statement because an UPDATE's expressions see the old row.
 */
export async function refreshHot(db: ForumDb, discussionIDs: readonly number[]): Promise<void> {
  if (discussionIDs.length === 0) return;
  await db
    .updateTable("discussions")
    .set({ hot: HOT_RANK })
    .where("discussionID", "in", [...discussionIDs])
    .execute();
}
