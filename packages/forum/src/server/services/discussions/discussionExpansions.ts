import { wants } from "../parseExpand";
import { reactionSummarySql } from "../reactions/reactionSummaryColumn";
import type { SqlParameters } from "../SqlParameters";
import { USER_FRAGMENT_JOIN_WIDTH, userFragmentJoin } from "../users/userFragmentJoin";

/** One member's read state of one discussion, as its JSON column answers it. */
export interface ReadStateJson {
  dateLastViewed: string | null;
  countCommentsRead: number;
  bookmarked: boolean;
  muted: boolean;
  dismissed: boolean;
}

/** Where each expansion's column(s) start in a row (-1: not selected), and the first position after them. */
export interface ExpansionLayout {
  /** `userFragmentJoin` columns of the author. */
  insertUser: number;
  /** `userFragmentJoin` columns of the last commenter. */
  lastUser: number;
  /** `Tag[]` as JSON. */
  tags: number;
  /** The viewer's `ReadStateJson` (members only; null when never opened). */
  readState: number;
  /** `ReactionSummaryJson[]` with the viewer's own (null: no reactions). */
  reactions: number;
  end: number;
}

/**
 * The asked-for expansions of a discussion query as columns of its rows (SQL text), from
 * position `start` on (`layout`): authors by join, tags and reactions as JSON, the viewer's read
 * state — so a page and everything it shows is one round trip to the database. Each is a lookup
 * along a primary key or index per row of the page (never a query per row from here). What was
 * not asked for is not selected at all: every column, even a NULL one, costs pg and PostgreSQL
 * work per row. `source` is SQL text naming the relation whose discussion columns they read
 * (`"discussions"`, or a subquery's alias); `joins` go after it in the FROM clause; a member's id
 * goes into `params`. `expandDiscussions` turns them into API fields.
 */
export function discussionExpansions(
  source: string,
  expand: ReadonlySet<string>,
  viewerID: number,
  params: SqlParameters,
  start: number,
): { columns: string; joins: string; layout: ExpansionLayout } {
  const discussionID = `${source}."discussionID"`;
  const columns: string[] = [];
  let joins = "";
  let next = start;
  const add = (sql: string, width = 1): number => {
    columns.push(sql);
    next += width;
    return next - width;
  };
  const user = (alias: string, userIDColumn: string): number => {
    const joined = userFragmentJoin(alias, userIDColumn);
    joins += joined.join;
    return add(joined.columns, USER_FRAGMENT_JOIN_WIDTH);
  };
  // In this order: the positions follow the columns as they are added.
  const insertUser = wants(expand, "insertUser") ? user("insertUser", `${source}."insertUserID"`) : -1;
  const lastUser = wants(expand, "lastUser") ? user("lastUser", `${source}."lastCommentUserID"`) : -1;
  const tags = wants(expand, "tags")
    ? add(`coalesce((SELECT json_agg(json_build_object('tagID', t."tagID", 'name', t."name", 'urlcode', t."urlcode", 'type', t."type") ORDER BY t."name")
        FROM "discussionTags" AS dt JOIN "tags" AS t ON t."tagID" = dt."tagID" WHERE dt."discussionID" = ${discussionID}), '[]'::json) AS "tagsJson"`)
    : -1;
  const readState =
    viewerID > 0
      ? add(`(SELECT json_build_object('dateLastViewed', ud."dateLastViewed", 'countCommentsRead', ud."countCommentsRead", 'bookmarked', ud."bookmarked", 'muted', ud."muted", 'dismissed', ud."dismissed")
        FROM "userDiscussion" AS ud WHERE ud."userID" = ${params.add(viewerID)} AND ud."discussionID" = ${discussionID}) AS "readStateJson"`)
      : -1;
  const reactions = wants(expand, "reactions") ? add(`${reactionSummarySql("discussion", discussionID, viewerID, params)} AS "reactionsJson"`) : -1;
  const layout: ExpansionLayout = { insertUser, lastUser, tags, readState, reactions, end: next };
  return { columns: columns.join(", "), joins, layout };
}
