import type { DiscussionListQuery } from "@quorum/api";
import { DEFAULT_PAGE_LIMIT } from "@quorum/api";
import { isoTimestamptz, notFound, selectArrays } from "@quorum/server";
import { viewableCategories } from "../../permissions/viewableCategories";
import { applyAddonSerializers } from "../addons/applyAddonSerializers";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { parseExpand } from "../parseExpand";
import { planLiterals } from "../planLiterals";
import type { ServiceContext } from "../ServiceContext";
import { SqlParameters } from "../SqlParameters";
import { discussionSortOrder } from "./discussionSortOrder";
import { at, discussionValuesSql, STORED_DISCUSSION_COLUMNS_SQL, type DiscussionValues } from "./DiscussionValues";
import { expandDiscussions } from "./expandDiscussions";
import type { ForumDiscussion } from "./ForumDiscussion";
import { userFlaggedIDs } from "./userFlaggedIDs";
import { shownDiscussionSql } from "./shownDiscussionSql";
import { forumHooks } from "../../hooks/forumHooks";
import { followedCategoryIDs } from "../follows/followedCategoryIDs";

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
    if (!visible.has(category.categoryID)) throw notFound("Category");
    categoryIDs = query.includeChildCategories
      ? index
          .subtree(category.categoryID)
          .filter((r) => visible.has(r.categoryID))
          .map((r) => r.categoryID)
      : [category.categoryID];
  } else if (visible.size < index.rows.length) {
    // Only narrow when something is hidden, so the common case scans the plain sort index.
    categoryIDs = [...visible.keys()];
  }
  // Only the categories the viewer follows (of those it asked for and may see).
  if (query.followed) {
    const followed = new Set(await followedCategoryIDs(db, viewer));
    categoryIDs = (categoryIDs ?? [...visible.keys()]).filter((id) => followed.has(id));
  }
  if (categoryIDs !== null && categoryIDs.length === 0) return empty;
  // A redirect stub is as hidden as the discussion it sends visitors to (shownDiscussionSql).
  const somethingHidden = visible.size < index.rows.length;
  const visibleIDs = somethingHidden ? [...visible.keys()] : [];

  const viewerID = viewer.user.userID;
  const member = viewerID > 0;
  // Guests have no bookmarks nor muted discussions.
  if ((query.bookmarked === true || query.muted === true) && !member) return empty;
  const discussionIDs = query.discussionID === undefined ? undefined : [query.discussionID].flat();
  const browsing = !discussionIDs && query.insertUserID === undefined && query.bookmarked !== true;
  const hidesMuted = member && query.muted !== true && (query.muted === false || browsing);

  // The statements are SQL text (run as array rows, see selectArrays): they run for every list,
  // and composing them with Kysely's builder cost more CPU than PostgreSQL spends running them.
  // Values that steer the plan go in as literals (planLiterals), a visitor's values as
  // parameters: each statement's own, so the filters are a function of them.
  const where = (params: SqlParameters): string => {
    const filters: string[] = [];
    if (categoryIDs !== null) filters.push(`"discussions"."categoryID" = ${planLiterals.ids(categoryIDs)}`);
    if (query.insertUserID !== undefined) filters.push(`"discussions"."insertUserID" = ${params.add(query.insertUserID)}`);
    if (query.type !== undefined) filters.push(`"discussions"."type" = ${params.add(query.type)}`);
    if (query.pinned !== undefined) filters.push(`"discussions"."pinned" = ${params.add(query.pinned)}`);
    if (query.statusID !== undefined) filters.push(`"discussions"."statusID" = ${anyOf([query.statusID].flat(), params)}`);
    if (discussionIDs) filters.push(`"discussions"."discussionID" = ${anyOf(discussionIDs, params)}`);
    if (query.tagID !== undefined)
      filters.push(`"discussions"."discussionID" IN (SELECT "discussionID" FROM "discussionTags" WHERE "tagID" = ${params.add(query.tagID)})`);
    if (query.bookmarked === true) filters.push(`"discussions"."discussionID" = ANY(${userFlaggedIDs(viewerID, "bookmarked", params)})`);
    if (query.muted === true) filters.push(`"discussions"."discussionID" = ANY(${userFlaggedIDs(viewerID, "muted", params)})`);
    if (hidesMuted) filters.push(`"discussions"."discussionID" <> ALL(${userFlaggedIDs(viewerID, "muted", params)})`);
    if (somethingHidden) filters.push(shownDiscussionSql('"discussions"', visibleIDs));
    return filters.length > 0 ? filters.join(" AND ") : "true";
  };

  // Narrowed by category alone, the total is the categories' stored counts (kept in the same
  // transaction as every write), so the list costs no count(*) scan over the table; less, for a
  // member, the discussions they muted there, counted by the page's own statement.
  const byCategoryOnly =
    query.insertUserID === undefined &&
    query.type === undefined &&
    query.pinned === undefined &&
    query.statusID === undefined &&
    !discussionIDs &&
    query.tagID === undefined &&
    query.bookmarked !== true &&
    query.muted !== true;
  const countsMuted = hidesMuted && byCategoryOnly;
  // The stored counts include redirect stubs: those whose target the viewer cannot see come off.
  const countsHiddenStubs = somethingHidden && byCategoryOnly;
  const hiddenStubsInScope = (): string =>
    `(SELECT count(*)::integer FROM "discussions" AS "stub" WHERE "stub"."type" = 'redirect'${categoryIDs === null ? "" : ` AND "stub"."categoryID" = ${planLiterals.ids(categoryIDs)}`}
        AND NOT ${shownDiscussionSql('"stub"', visibleIDs)})`;
  const mutedInScope = (params: SqlParameters): string =>
    `(SELECT count(*)::integer FROM "userDiscussion" AS mu JOIN "discussions" AS md ON md."discussionID" = mu."discussionID"
        WHERE mu."userID" = ${params.add(viewerID)} AND mu."muted"${categoryIDs === null ? "" : ` AND md."categoryID" = ${planLiterals.ids(categoryIDs)}`})`;

  const expand = parseExpand(query.expand);
  const { column, direction } = discussionSortOrder(sort);
  const order = `"discussions"."${column}" ${direction}, "discussions"."discussionID" ${direction}`;
  const skipped = (page - 1) * limit;
  const params = new SqlParameters();

  // Announcements first: only for the default browsing list, where "pinned" has a meaning. The
  // flag is tested as a column, not compared with a parameter, so the partial index on pinned
  // rows serves it.
  const pinLocations: ("category" | "recent")[] = query.categoryID !== undefined ? ["category", "recent"] : ["recent"];
  const pinnedFirst = sort === "-dateLastComment" && query.pinned === undefined && browsing && query.tagID === undefined && query.muted !== true;
  const pinnedHere = () =>
    member
      ? `("discussions"."pinned" AND "discussions"."pinLocation" = ${planLiterals.constants(pinLocations)} AND "discussions"."discussionID" <> ALL(${userFlaggedIDs(viewerID, "dismissed", params)}))`
      : `("discussions"."pinned" AND "discussions"."pinLocation" = ${planLiterals.constants(pinLocations)})`;

  // The page's rows are chosen by an inner statement over the stored columns alone (the sort
  // index, LIMIT/OFFSET); the outer one reads the page's values from them: timestamps as text,
  // the authors by join, the other expansions — per row of the page, never for skipped rows.
  // Pinned rows take the first slots of page 1 and shift the rest, so every page holds `limit`
  // rows. Page 1 is one statement: the announcements (few: all of them) and the first `limit`
  // of the rest, of which the pins leave `limit - pins`. A later page skips the rows the pins
  // pushed onto earlier pages, counted in the same statement.
  const firstWithPins = pinnedFirst && page === 1;
  let chosen: string;
  if (firstWithPins) {
    const filter = where(params);
    const pinned = pinnedHere();
    chosen = `SELECT ${STORED_DISCUSSION_COLUMNS_SQL}, true AS "isPinned" FROM "discussions" WHERE ${filter} AND ${pinned}
      UNION ALL
      SELECT * FROM (
        SELECT ${STORED_DISCUSSION_COLUMNS_SQL}, false AS "isPinned" FROM "discussions" WHERE ${filter} AND NOT ${pinned}
        ORDER BY ${order} LIMIT ${planLiterals.count(limit)}
      ) AS "rest"`;
  } else if (pinnedFirst) {
    const filter = where(params);
    const pinned = pinnedHere();
    chosen = `SELECT ${STORED_DISCUSSION_COLUMNS_SQL} FROM "discussions" WHERE ${filter} AND NOT ${pinned}
      ORDER BY ${order} LIMIT ${planLiterals.count(limit)}
      OFFSET greatest(0, ${planLiterals.count(skipped)} - (SELECT count(*) FROM "discussions" WHERE ${filter} AND ${pinned}))`;
  } else {
    chosen = `SELECT ${STORED_DISCUSSION_COLUMNS_SQL} FROM "discussions" WHERE ${where(params)}
      ORDER BY ${order} LIMIT ${planLiterals.count(limit)} OFFSET ${planLiterals.count(skipped)}`;
  }
  const { columns, joins, layout } = discussionValuesSql('"page"', { expand, viewerID, body: "excerpt" }, params);
  // The statement's own columns, after the discussion's.
  let extra = "";
  const mutedAt = countsMuted ? layout.end : -1;
  if (countsMuted) extra += `, ${mutedInScope(params)} AS "mutedInScope"`;
  const stubsAt = countsHiddenStubs ? layout.end + (countsMuted ? 1 : 0) : -1;
  if (countsHiddenStubs) extra += `, ${hiddenStubsInScope()} AS "hiddenStubsInScope"`;
  const pinnedAt = firstWithPins ? layout.end + (countsMuted ? 1 : 0) + (countsHiddenStubs ? 1 : 0) : -1;
  if (firstWithPins) extra += `, "page"."isPinned"`;
  const rows = await selectArrays<DiscussionValues>(
    db,
    `SELECT ${columns}${extra}
    FROM (${chosen}) AS "page"${joins}
    ORDER BY ${firstWithPins ? `"page"."isPinned" DESC, ` : ""}"page"."${column}" ${direction}, "page"."discussionID" ${direction}`,
    params.values,
  );
  let pageRows = rows;
  if (firstWithPins) {
    // A union keeps no order of its own, hence the ORDER BY above; the pins then by their date
    // (to the millisecond, as the API shows it; a stable sort keeps ties in the list's order).
    const pins = rows
      .filter((row) => row[pinnedAt] === true)
      .map((row) => ({ row, insertedAt: Date.parse(isoTimestamptz(row[at.dateInserted])) }))
      .sort((a, b) => b.insertedAt - a.insertedAt)
      .map(({ row }) => row);
    pageRows = [...pins, ...rows.filter((row) => row[pinnedAt] !== true).slice(0, Math.max(0, limit - pins.length))];
  }

  let total: number;
  if (byCategoryOnly) {
    total = (categoryIDs ?? index.rows.map((r) => r.categoryID)).reduce((sum, id) => sum + Number(index.get(id)?.countDiscussions ?? 0), 0);
    if (countsMuted) {
      // Past the last page there is no row to read the count from.
      const counted = pageRows[0]?.[mutedAt];
      const own = new SqlParameters();
      const muted = typeof counted === "number" ? counted : ((await selectArrays<[number]>(db, `SELECT ${mutedInScope(own)} AS "n"`, own.values))[0]?.[0] ?? 0);
      total = Math.max(0, total - muted);
    }
    if (countsHiddenStubs) {
      const counted = pageRows[0]?.[stubsAt];
      const stubs = typeof counted === "number" ? counted : ((await selectArrays<[number]>(db, `SELECT ${hiddenStubsInScope()} AS "n"`, []))[0]?.[0] ?? 0);
      total = Math.max(0, total - stubs);
    }
  } else {
    const own = new SqlParameters();
    total = Number((await selectArrays<[number]>(db, `SELECT count(*) AS "count" FROM "discussions" WHERE ${where(own)}`, own.values))[0]?.[0] ?? 0);
  }

  const discussions = expandDiscussions(pageRows, { index, layout, expand, viewerID });
  await applyAddonSerializers(ctx, forumHooks.discussionSerialize, discussions);
  return { discussions, page, limit, total, hasNext: page * limit < total };
}

/**
 * A visitor's list of values as one array parameter, `= ANY($1)`: the same SQL text however many
 * were asked for (one value is a plain `= $1`, which an index serves in order).
 */
function anyOf(values: readonly unknown[], params: SqlParameters): string {
  return values.length === 1 ? params.add(values[0]) : `ANY(${params.add(values)})`;
}
