import type { Tag } from "@quorum/api";
import { sql, type RawBuilder } from "kysely";
import { wants } from "../parseExpand";
import { reactionSummaryColumn, type ReactionSummaryJson } from "../reactions/reactionSummaryColumn";
import { userFragmentColumn, type UserFragmentJson } from "../users/userFragmentColumn";

/** One member's read state of one discussion, as its JSON column answers it. */
export interface ReadStateJson {
  dateLastViewed: string | null;
  countCommentsRead: number;
  bookmarked: boolean;
  muted: boolean;
  dismissed: boolean;
}

/** The columns `discussionExpansions` adds to a discussion row; null where not asked for (or nothing there). */
export interface DiscussionExpansionColumns {
  insertUserJson: UserFragmentJson | null;
  lastUserJson: UserFragmentJson | null;
  tagsJson: Tag[] | null;
  /** The viewer's read state; always null for guests. */
  readStateJson: ReadStateJson | null;
  /** Reaction counts with the viewer's own (`expand=reactions`; getDiscussion's "all"). */
  reactionsJson: ReactionSummaryJson[] | null;
}

/** The expression when it was asked for, else NULL (the column is always there, so row types stay exact). */
function when<T>(wanted: boolean, expression: () => RawBuilder<T | null>): RawBuilder<T | null> {
  return wanted ? expression() : sql<T | null>`NULL`;
}

/**
 * The expansions of a discussion query as columns of its rows — authors and tags as JSON, the
 * viewer's read state — so a page and everything it shows is one round trip to the database.
 * Each is a lookup along a primary key or index per row of the page (never a query per row from
 * here); what was not asked for is a NULL. Select them beside "discussions" columns
 * (`.select(discussionExpansions(expand, viewerID))`, or `sql.join(...)` in SQL text);
 * `expandDiscussions` turns them into API fields.
 */
export function discussionExpansions(expand: ReadonlySet<string>, viewerID: number) {
  const discussionID = sql.ref("discussions.discussionID");
  return [
    when(wants(expand, "insertUser"), () => userFragmentColumn(sql.ref<number>("discussions.insertUserID"))).as("insertUserJson"),
    when(wants(expand, "lastUser"), () => userFragmentColumn(sql.ref<number | null>("discussions.lastCommentUserID"))).as("lastUserJson"),
    when(
      wants(expand, "tags"),
      () => sql<Tag[] | null>`coalesce((SELECT json_agg(json_build_object('tagID', t."tagID", 'name', t."name", 'urlcode', t."urlcode", 'type', t."type") ORDER BY t."name")
        FROM "discussionTags" AS dt JOIN "tags" AS t ON t."tagID" = dt."tagID" WHERE dt."discussionID" = ${discussionID}), '[]'::json)`,
    ).as("tagsJson"),
    when(
      viewerID > 0,
      () => sql<ReadStateJson | null>`(SELECT json_build_object('dateLastViewed', ud."dateLastViewed", 'countCommentsRead', ud."countCommentsRead", 'bookmarked', ud."bookmarked", 'muted', ud."muted", 'dismissed', ud."dismissed")
        FROM "userDiscussion" AS ud WHERE ud."userID" = ${viewerID} AND ud."discussionID" = ${discussionID})`,
    ).as("readStateJson"),
    when(wants(expand, "reactions"), () => reactionSummaryColumn("discussion", discussionID, viewerID)).as("reactionsJson"),
  ] as const;
}
