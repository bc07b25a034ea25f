import { notFound, type Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import { viewableCategory } from "../categories/viewableCategory";
import type { CategoryIndex, CategoryRow } from "../categories/CategoryIndex";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import type { DiscussionRow } from "./DiscussionRow";

/** A discussion the viewer may see, with its category and the category index. */
export interface ViewableDiscussion {
  row: DiscussionRow;
  category: CategoryRow;
  index: CategoryIndex;
}

/** Loads a discussion, or throws 404 when there is none and 403 when its category is hidden from the viewer. */
export async function loadViewableDiscussion(db: ForumDb, viewer: Viewer, discussionID: number, forUpdate = false): Promise<ViewableDiscussion> {
  let query = db.selectFrom("discussions").selectAll().where("discussionID", "=", discussionID);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("Discussion");
  const index = await loadCategoryIndex(db);
  return { row, category: viewableCategory(index, viewer.permissions, row.categoryID), index };
}
