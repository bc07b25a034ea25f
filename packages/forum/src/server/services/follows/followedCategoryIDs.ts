import type { Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";

/**
 * The categories the viewer follows (`userCategory.followed`), for the lists that narrow to them:
 * `GET /categories?followed=true`, `GET /discussions?followed=true`, `GET /search?followedCategories=true`.
 * Guests follow nothing. The caller still keeps to what the viewer may see.
 */
export async function followedCategoryIDs(db: ForumDb, viewer: Viewer): Promise<number[]> {
  const userID = viewer.user.userID;
  if (userID <= 0) return [];
  const rows = await db.selectFrom("userCategory").select("categoryID").where("userID", "=", userID).where("followed", "=", true).execute();
  return rows.map((row) => row.categoryID);
}
