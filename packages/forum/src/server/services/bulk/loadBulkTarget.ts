import { notFound, type Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import { viewableCategories } from "../../permissions/viewableCategories";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import type { ViewableDiscussion } from "../discussions/loadViewableDiscussion";

/**
 * Loads and locks (FOR UPDATE) one discussion of a bulk action inside its transaction. A
 * discussion the viewer cannot see answers 404 like a missing one: a bulk request must not tell
 * which hidden ids exist.
 */
export async function loadBulkTarget(trx: ForumDb, viewer: Viewer, discussionID: number): Promise<ViewableDiscussion> {
  const row = await trx.selectFrom("discussions").selectAll().where("discussionID", "=", discussionID).forUpdate().executeTakeFirst();
  if (!row) throw notFound("Discussion");
  const index = await loadCategoryIndex(trx);
  const category = viewableCategories(index, viewer.permissions).get(row.categoryID);
  if (!category) throw notFound("Discussion");
  return { row, category, index };
}
