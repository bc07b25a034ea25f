import { categoryBreadcrumbs } from "../categories/categoryBreadcrumbs";
import type { CategoryIndex } from "../categories/CategoryIndex";
import { wants } from "../parseExpand";
import { toReactionSummaries } from "../reactions/reactionSummaryColumn";
import { toUserFragment, unknownUser } from "../users/userFragmentColumn";
import type { DiscussionExpansionColumns } from "./discussionExpansions";
import type { ListedDiscussionRow } from "./DiscussionRow";
import type { ForumDiscussion } from "./ForumDiscussion";
import { serializeDiscussion, type DiscussionExtras } from "./serializeDiscussion";

/** A discussion row selected with `discussionExpansions`. */
export type ExpandedDiscussionRow = ListedDiscussionRow & DiscussionExpansionColumns;

/**
 * Serializes a page of discussions with the asked-for expansions: authors, tags and read state
 * from the row's expansion columns (selected in the page's own query), category and breadcrumbs
 * from the in-memory category index. No database work here.
 */
export function expandDiscussions(
  rows: readonly ExpandedDiscussionRow[],
  options: { index: CategoryIndex; expand: ReadonlySet<string>; viewerID: number; body: "full" | "excerpt" },
): ForumDiscussion[] {
  const { index, expand, body } = options;
  const member = options.viewerID > 0;
  const insertUser = wants(expand, "insertUser");
  const lastUser = wants(expand, "lastUser");
  const tags = wants(expand, "tags");
  const breadcrumbs = wants(expand, "breadcrumbs");
  const reactions = wants(expand, "reactions");
  return rows.map((row) => {
    // Assigned one by one rather than spread from conditional objects: a list does this per row.
    const extras: DiscussionExtras = { body, category: index.get(row.categoryID) };
    if (insertUser) extras.insertUser = row.insertUserJson ? toUserFragment(row.insertUserJson) : unknownUser();
    if (lastUser) extras.lastUser = row.lastCommentUserID ? (row.lastUserJson ? toUserFragment(row.lastUserJson) : unknownUser()) : null;
    if (tags) extras.tags = row.tagsJson ?? [];
    if (breadcrumbs) extras.breadcrumbs = categoryBreadcrumbs(index, row.categoryID);
    if (reactions) extras.reactions = toReactionSummaries(row.reactionsJson);
    // A member with no read state of it has not opened it yet (null); guests have none at all.
    if (member) extras.readState = row.readStateJson;
    return serializeDiscussion(row, extras);
  });
}
