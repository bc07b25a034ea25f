import type { ForumDb } from "../../db/ForumTables";
import { categoryBreadcrumbs } from "../categories/categoryBreadcrumbs";
import type { CategoryIndex } from "../categories/CategoryIndex";
import { wants } from "../parseExpand";
import { loadUserFragments } from "../users/loadUserFragments";
import type { ListedDiscussionRow } from "./DiscussionRow";
import type { ForumDiscussion } from "./ForumDiscussion";
import { loadDiscussionTags } from "./loadDiscussionTags";
import { loadReadState } from "./loadReadState";
import { serializeDiscussion } from "./serializeDiscussion";

/**
 * Serializes a page of discussions with the asked-for expansions. Each expansion is one batched
 * query for the whole page (users, tags, read state), never one per row; category and
 * breadcrumbs come from the in-memory category index.
 */
export async function expandDiscussions(
  db: ForumDb,
  rows: readonly ListedDiscussionRow[],
  options: { index: CategoryIndex; expand: Set<string>; viewerID: number; body: "full" | "excerpt" },
): Promise<ForumDiscussion[]> {
  const ids = rows.map((r) => r.discussionID);
  const wantUsers = wants(options.expand, "insertUser") || wants(options.expand, "lastUser");
  const users = wantUsers ? await loadUserFragments(db, rows.flatMap((r) => [r.insertUserID, r.lastCommentUserID])) : undefined;
  const tags = wants(options.expand, "tags") ? await loadDiscussionTags(db, ids) : undefined;
  const readState = options.viewerID > 0 ? await loadReadState(db, options.viewerID, ids) : undefined;
  return rows.map((row) => {
    const serialized = serializeDiscussion(row, {
      body: options.body,
      category: options.index.get(row.categoryID),
      ...(users ? { users } : {}),
      ...(tags ? { tags: tags.get(row.discussionID) ?? [] } : {}),
      ...(wants(options.expand, "breadcrumbs") ? { breadcrumbs: categoryBreadcrumbs(options.index, row.categoryID) } : {}),
      ...(readState ? { readState: readState.get(row.discussionID) ?? null } : {}),
    });
    // Each user expansion was asked for on its own; drop the one that was not.
    if (users && !wants(options.expand, "insertUser")) delete serialized.insertUser;
    if (users && !wants(options.expand, "lastUser")) delete serialized.lastUser;
    return serialized;
  });
}
