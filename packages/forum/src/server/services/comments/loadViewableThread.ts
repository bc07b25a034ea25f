import { notFound, type Viewer } from "@quorum/server";
import type { PostRecord } from "../../hooks/PostRecord";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { assertShownDiscussion } from "../discussions/assertShownDiscussion";
import { loadCategoryIndex } from "../categories/categoryIndexCache";

/**
 * What a page of comments needs of its discussion, once the viewer is known to see it: with the
 * fields add-ons' comment serializers are handed (`PostRecord`), so they need not query them.
 */
export interface ViewableThread extends Omit<PostRecord, "statusID"> {
  name: string;
  countComments: number;
  /** Optional as in the API's Discussion, which a post page passes as the thread. */
  statusID?: number | undefined;
}

/**
 * The discussion of a thread, only the fields a comment list needs (not its bodies); 404 when
 * there is none, and the same when it is hidden from the viewer.
 */
export async function loadViewableThread(db: ForumDb, viewer: Viewer, discussionID: number): Promise<ViewableThread> {
  // SQL text: a thread's comments are read through here on every request for them.
  const { rows } = await sql<ViewableThread>`SELECT "discussionID", "name", "countComments", "categoryID", "insertUserID", "type", "statusID"
    FROM "discussions" WHERE "discussionID" = ${discussionID}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound("Discussion");
  await assertShownDiscussion(db, await loadCategoryIndex(db), viewer.permissions, row);
  return row;
}
