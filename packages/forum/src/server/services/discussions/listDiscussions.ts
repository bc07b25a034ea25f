import type { DiscussionListQuery } from "@quorum/api";
import { DEFAULT_PAGE_LIMIT } from "@quorum/api";
import { forbidden, notFound } from "@quorum/server";
import { sql, type RawBuilder } from "kysely";
import { viewableCategories } from "../../permissions/viewableCategories";
import { applyAddonSerializers } from "../addons/applyAddonSerializers";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { parseExpand } from "../parseExpand";
import { planLiterals } from "../planLiterals";
import type { ServiceContext } from "../ServiceContext";
import { discussionSortOrder } from "./discussionSortOrder";
import { discussionExpansions } from "./discussionExpansions";
import { LISTED_DISCUSSION_COLUMNS_SQL } from "./DiscussionRow";
import { expandDiscussions, type ExpandedDiscussionRow } from "./expandDiscussions";
import type { ForumDiscussion } from "./ForumDiscussion";
import { userFlaggedIDs } from "./userFlaggedIDs";

export interface DiscussionListResult {
  discussions: ForumDiscussion[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

/**
 * One page of discussions the viewer may see (spec §3 sorts), in one query whatever the page
 * size and expansions (`discussionExpansions`), plus a count only when filtered by more than
 * category; the category index comes from memory.
 * With the default sort and no narrowing filter, pinned discussions (announcements) lead page 1:
 * pinLocation "recent" everywhere, "category" too inside their category.
 * A member's own flags (spec §4): an announcement they dismissed sorts as any other discussion;
 * what they muted is left out of browsing lists (not of lists by id, author or bookmark) unless
 * `muted=true` asks for exactly those; `bookmarked=true` lists their bookmarks. Guests' SQL is
 * the same as without these: the flags cost them nothing.
 */
export async function listDiscussions(ctx: ServiceContext, query: DiscussionListQuery): Promise<DiscussionListResult> {
  const { db, viewer } = ctx;
  const index = await loadCategoryIndex(db);
  const visible = viewableCategories(index, viewer.permissions);
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const sort = query.sort ?? "-dateLastComment";
  const empty: DiscussionListResult = { discussions: [], page, limit, total: 0, hasNext: false };

  let categoryIDs: number[] | null = null;
  if (query.categoryID !== undefined) {
    const category = index.get(query.categoryID);
    if (!category) throw notFound("Category");
    if (!visible.has(category.categoryID)) throw forbidden();
    categoryIDs = query.includeChildCategories
      ? index.subtree(category.categoryID).filter((r) => visible.has(r.categoryID)).map((r) => r.categoryID)
      : [category.categoryID];
  } else if (visible.size < index.rows.length) {
    // Only narrow when something is hidden, so the common case scans the plain sort index.
    categoryIDs = [...visible.keys()];
  }
  if (categoryIDs !== null && categoryIDs.length === 0) return empty;

  // The query is written as SQL text: it runs for every list, and composing it with Kysely's
  // builder cost more CPU than PostgreSQL spends running it. Values that steer the plan go in as
  // literals (planLiterals), a visitor's values as parameters.
  const discussionIDs = query.discussionID === undefined ? undefined : [query.discussionID].flat();
  const filters: RawBuilder<unknown>[] = [];
  if (categoryIDs !== null) filters.push(sql`"discussions"."categoryID" = ${planLiterals.ids(categoryIDs)}`);
  if (query.insertUserID !== undefined) filters.push(sql`"discussions"."insertUserID" = ${query.insertUserID}`);
  if (query.type !== undefined) filters.push(sql`"discussions"."type" = ${query.type}`);
  if (query.pinned !== undefined) filters.push(sql`"discussions"."pinned" = ${query.pinned}`);
  if (query.statusID !== undefined) filters.push(sql`"discussions"."statusID" = ${anyOf([query.statusID].flat())}`);
  if (discussionIDs) filters.push(sql`"discussions"."discussionID" = ${anyOf(discussionIDs)}`);
  if (query.tagID !== undefined) filters.push(sql`"discussions"."discussionID" IN (SELECT "discussionID" FROM "discussionTags" WHERE "tagID" = ${query.tagID})`);
  if (query.followed) return empty; // Following is not stored yet: nothing is followed.
  const viewerID = viewer.user.userID;
  const member = viewerID > 0;
  // Guests have no bookmarks nor muted discussions.
  if ((query.bookmarked === true || query.muted === true) && !member) return empty;
  if (query.bookmarked === true) filters.push(sql`"discussions"."discussionID" = ANY(${userFlaggedIDs(viewerID, "bookmarked")})`);
  if (query.muted === true) filters.push(sql`"discussions"."discussionID" = ANY(${userFlaggedIDs(viewerID, "muted")})`);
  const browsing = !discussionIDs && query.insertUserID === undefined && query.bookmarked !== true;
  const hidesMuted = member && query.muted !== true && (query.muted === false || browsing);
  if (hidesMuted) filters.push(sql`"discussions"."discussionID" <> ALL(${userFlaggedIDs(viewerID, "muted")})`);
  const where = filters.length > 0 ? sql.join(filters, sql` AND `) : sql`true`;

  // Narrowed by category alone, the total is the categories' stored counts (kept in the same
  // transaction as every write), so the list costs no count(*) scan over the table; less, for a
  // member, the discussions they muted there, counted by the page's own statement.
  const byCategoryOnly =
    query.insertUserID === undefined && query.type === undefined && query.pinned === undefined && query.statusID === undefined &&
    !discussionIDs && query.tagID === undefined && query.bookmarked !== true && query.muted !== true;
  const mutedInScope = hidesMuted && byCategoryOnly
    ? sql<number>`(SELECT count(*)::integer FROM "userDiscussion" AS mu JOIN "discussions" AS md ON md."discussionID" = mu."discussionID"
        WHERE mu."userID" = ${viewerID} AND mu."muted"${categoryIDs === null ? sql`` : sql` AND md."categoryID" = ${planLiterals.ids(categoryIDs)}`})`
    : null;

  const expand = parseExpand(query.expand);
  const columns = sql`${LISTED_DISCUSSION_COLUMNS_SQL}, ${sql.join(discussionExpansions(expand, viewerID))}${mutedInScope ? sql`, ${mutedInScope} AS "mutedInScope"` : sql``}`;
  const { column, direction } = discussionSortOrder(sort);
  const order = sql.raw(`"${column}" ${direction}, "discussionID" ${direction}`);
  const skipped = (page - 1) * limit;

  // Announcements first: only for the default browsing list, where "pinned" has a meaning. The
  // flag is tested as a column, not compared with a parameter, so the partial index on pinned
  // rows serves it.
  const pinLocations: ("category" | "recent")[] = query.categoryID !== undefined ? ["category", "recent"] : ["recent"];
  const pinnedFirst = sort === "-dateLastComment" && query.pinned === undefined && browsing && query.tagID === undefined && query.muted !== true;
  const pinnedHere = member
    ? sql`("discussions"."pinned" AND "discussions"."pinLocation" = ${planLiterals.constants(pinLocations)} AND "discussions"."discussionID" <> ALL(${userFlaggedIDs(viewerID, "dismissed")}))`
    : sql`("discussions"."pinned" AND "discussions"."pinLocation" = ${planLiterals.constants(pinLocations)})`;

  // Pinned rows take the first slots of page 1 and shift the rest, so every page holds `limit`
  // rows. Page 1 is one statement: the announcements (few: all of them) and the first `limit`
  // of the rest, of which the pins leave `limit - pins`. A later page skips the rows the pins
  // pushed onto earlier pages, counted in the same statement.
  let pageRows: ListRow[];
  if (pinnedFirst && page === 1) {
    const { rows } = await sql<ListRow & { isPinned: boolean }>`
      SELECT ${columns}, true AS "isPinned" FROM "discussions" WHERE ${where} AND ${pinnedHere}
      UNION ALL
      SELECT * FROM (
        SELECT ${columns}, false AS "isPinned" FROM "discussions" WHERE ${where} AND NOT ${pinnedHere}
        ORDER BY ${order} LIMIT ${planLiterals.count(limit)}
      ) AS "rest"
      ORDER BY "isPinned" DESC, ${order}`.execute(db);
    // A union keeps no order of its own, hence the ORDER BY above; the pins then by their date.
    const pins = rows.filter((row) => row.isPinned).sort((a, b) => b.dateInserted.getTime() - a.dateInserted.getTime());
    pageRows = [...pins, ...rows.filter((row) => !row.isPinned).slice(0, Math.max(0, limit - pins.length))];
  } else if (pinnedFirst) {
    const { rows } = await sql<ListRow>`
      SELECT ${columns} FROM "discussions" WHERE ${where} AND NOT ${pinnedHere}
      ORDER BY ${order} LIMIT ${planLiterals.count(limit)}
      OFFSET greatest(0, ${planLiterals.count(skipped)} - (SELECT count(*) FROM "discussions" WHERE ${where} AND ${pinnedHere}))`.execute(db);
    pageRows = rows;
  } else {
    const { rows } = await sql<ListRow>`
      SELECT ${columns} FROM "discussions" WHERE ${where}
      ORDER BY ${order} LIMIT ${planLiterals.count(limit)} OFFSET ${planLiterals.count(skipped)}`.execute(db);
    pageRows = rows;
  }

  let total: number;
  if (byCategoryOnly) {
    total = (categoryIDs ?? index.rows.map((r) => r.categoryID)).reduce((sum, id) => sum + Number(index.get(id)?.countDiscussions ?? 0), 0);
    if (mutedInScope) {
      // Past the last page there is no row to read the count from.
      const muted = pageRows[0]?.mutedInScope ?? (await sql<{ n: number }>`SELECT ${mutedInScope} AS "n"`.execute(db)).rows[0]?.n ?? 0;
      total = Math.max(0, total - muted);
    }
  } else {
    total = Number((await sql<{ count: number }>`SELECT count(*) AS "count" FROM "discussions" WHERE ${where}`.execute(db)).rows[0]?.count ?? 0);
  }

  const discussions = expandDiscussions(pageRows, { index, expand, viewerID, body: "excerpt" });
  await applyAddonSerializers(ctx, "discussion.serialize", discussions);
  return { discussions, page, limit, total, hasNext: page * limit < total };
}

/** A row of the page: with, for a member's browsing list, the count of what they muted in its categories. */
type ListRow = ExpandedDiscussionRow & { mutedInScope?: number };

/**
 * A visitor's list of values as one array parameter, `= ANY($1)`: the same SQL text however many
 * were asked for (one value is a plain `= $1`, which an index serves in order).
 */
function anyOf<T>(values: readonly T[]): RawBuilder<T> {
  return values.length === 1 ? sql<T>`${values[0]}` : sql<T>`ANY(${values})`;
}
