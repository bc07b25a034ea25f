import type { Tag } from "@quorum/api";
import { categoryBreadcrumbs } from "../categories/categoryBreadcrumbs";
import type { CategoryIndex } from "../categories/CategoryIndex";
import { wants } from "../parseExpand";
import { toReactionSummaries, type ReactionSummaryJson } from "../reactions/reactionSummaryColumn";
import { unknownUser } from "../users/userFragmentColumn";
import { joinedUserFragment } from "../users/userFragmentJoin";
import type { ReadStateJson } from "./discussionExpansions";
import type { ForumDiscussion } from "./ForumDiscussion";
import { discussionIntegers, int, type DiscussionLayout, type DiscussionValues } from "./DiscussionValues";
import { serializeDiscussion, type DiscussionExtras } from "./serializeDiscussion";

/**
 * Serializes a page of discussions with the asked-for expansions: authors, tags and read state
 * from the row's expansion columns (selected in the page's own query, where `layout` says),
 * category and breadcrumbs from the in-memory category index. No database work here.
 */
export function expandDiscussions(
  rows: readonly DiscussionValues[],
  options: { index: CategoryIndex; layout: DiscussionLayout; expand: ReadonlySet<string>; viewerID: number },
): ForumDiscussion[] {
  const { index, layout, expand } = options;
  const member = options.viewerID > 0;
  const breadcrumbs = wants(expand, "breadcrumbs");
  return rows.map((row) => {
    // Assigned one by one rather than spread from conditional objects: a list does this per row.
    const integers = discussionIntegers(row);
    const categoryID = integers[int.categoryID] as number;
    const extras: DiscussionExtras = { category: index.get(categoryID) };
    if (layout.insertUser >= 0)
      extras.insertUser = joinedUserFragment(integers[int.insertUserID] as number, row, layout.insertUser) ?? unknownUser(integers[int.insertUserID] as number);
    if (layout.lastUser >= 0) {
      // NaN (no comment yet) is falsy as the column's NULL was.
      const lastUserID = integers[int.lastCommentUserID] as number;
      extras.lastUser = lastUserID ? (joinedUserFragment(lastUserID, row, layout.lastUser) ?? unknownUser(lastUserID)) : null;
    }
    // The JSON columns are the expansions' own SQL (discussionExpansions): their shapes are known.
    if (layout.tags >= 0) extras.tags = (row[layout.tags] as Tag[] | null) ?? [];
    if (breadcrumbs) extras.breadcrumbs = categoryBreadcrumbs(index, categoryID);
    if (layout.reactions >= 0) extras.reactions = toReactionSummaries(row[layout.reactions] as ReactionSummaryJson[] | null);
    // A member with no read state of it has not opened it yet (null); guests have none at all.
    if (member) extras.readState = layout.readState >= 0 ? (row[layout.readState] as ReadStateJson | null) : null;
    if (layout.body >= 0) {
      const raw = row[layout.body];
      const html = row[layout.body + 1];
      extras.body = { raw: typeof raw === "string" ? raw : "", html: typeof html === "string" ? html : "" };
    }
    return serializeDiscussion(row, integers, extras);
  });
}
