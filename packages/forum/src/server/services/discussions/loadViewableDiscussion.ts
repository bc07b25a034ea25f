import { notFound, type Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import type { CategoryIndex, CategoryRow } from "../categories/CategoryIndex";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { assertShownDiscussion } from "./assertShownDiscussion";
import type { DiscussionRow } from "./DiscussionRow";

/** A discussion the viewer may see, with its category and the category index. */
export interface ViewableDiscussion {
  row: DiscussionRow;
  category: CategoryRow;
  index: CategoryIndex;
}

/**
 * Loads a discussion, or throws 404 "{notFoundType} not found." when there is none and, alike,
 * when it is hidden from the viewer (`assertShownDiscussion`).
 */
export async function loadViewableDiscussion(
  db: ForumDb,
  viewer: Viewer,
  discussionID: number,
  forUpdate = false,
  notFoundType = "Discussion",
): Promise<ViewableDiscussion> {
  let query = db.selectFrom("discussions").selectAll().where("discussionID", "=", discussionID);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(notFoundType);
  const index = await loadCategoryIndex(db);
  return { row, category: await assertShownDiscussion(db, index, viewer.permissions, row, notFoundType), index };
}
