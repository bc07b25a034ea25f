import type { ForumDb } from "../../db/ForumTables";

/** One member's read state of one discussion. */
export interface ReadState {
  dateLastViewed: Date | null;
  countCommentsRead: number;
  bookmarked: boolean;
}

/** The viewer's read state of many discussions in one query; guests have none. */
export async function loadReadState(db: ForumDb, userID: number, discussionIDs: readonly number[]): Promise<Map<number, ReadState>> {
  const out = new Map<number, ReadState>();
  if (userID <= 0 || discussionIDs.length === 0) return out;
  const rows = await db
    .selectFrom("userDiscussion")
    .select(["discussionID", "dateLastViewed", "countCommentsRead", "bookmarked"])
    .where("userID", "=", userID)
    .where("discussionID", "in", [...discussionIDs])
    .execute();
  for (const row of rows) out.set(row.discussionID, row);
  return out;
}
