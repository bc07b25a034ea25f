import { notFound, type Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import { viewableCategory } from "../categories/viewableCategory";
import { loadCategoryIndex } from "../categories/categoryIndexCache";

/** What a page of comments needs of its discussion, once the viewer is known to see it. */
export interface ViewableThread {
  discussionID: number;
  name: string;
  countComments: number;
}

/**
 * The discussion of a thread, only the fields a comment list needs (not its bodies); 404 when
 * there is none, 403 when its category is hidden from the viewer.
 */
export async function loadViewableThread(db: ForumDb, viewer: Viewer, discussionID: number): Promise<ViewableThread> {
  const row = await db
    .selectFrom("discussions")
    .select(["discussionID", "name", "countComments", "categoryID"])
    .where("discussionID", "=", discussionID)
    .executeTakeFirst();
  if (!row) throw notFound("Discussion");
  viewableCategory(await loadCategoryIndex(db), viewer.permissions, row.categoryID);
  return { discussionID: row.discussionID, name: row.name, countComments: row.countComments };
}
