import type { Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";

/**
 * The categories the viewer follows, for `followedCategories=true`. Following is not stored yet
 * (listDiscussions' `followed` is empty for the same reason): nothing is followed. The category
 * preferences of issue 13 replace this body with a read of the viewer's followed categories.
 */
export async function followedCategoryIDs(_db: ForumDb, _viewer: Viewer): Promise<number[]> {
  return [];
}
