import { commentPath, discussionPath, type SearchResult } from "@quorum/api";
import {
  dateRangeSql,
  likePattern,
  markedExcerpt,
  SEARCH_HEADLINE_OPTIONS,
  searchHeadlineText,
  searchTsQuery,
  searchTsQuerySql,
  type SearchQuery,
} from "@quorum/server";
import { sql, type RawBuilder } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { categoryBreadcrumbs } from "../categories/categoryBreadcrumbs";
import type { CategoryIndex } from "../categories/CategoryIndex";
import { planLiterals } from "../planLiterals";
import { CappedCounts } from "./cappedCounts";

/** A match of the page, from the statement that finds and orders them (`searchPosts`). */
interface Hit {
  recordType: "discussion" | "comment";
  recordID: number;
  discussionID: number;
  categoryID: number;
  score: number;
  dateInserted: Date;
  /** How many rows each table's window gave (before the page's OFFSET): under `take`, that table's every match. */
  discussionsFound: number;
  commentsFound: number;
}

/** What the page shows of a match, from the statement that reads the page's rows (`pageRows`), in the page's order. */
interface HitDetails {
  name: string;
  type: string;
  closed: boolean;
  pinned: boolean;
  insertUserID: number;
  updateUserID: number | null;
  dateUpdated: Date | null;
  headline: string | null;
  userName: string | null;
  photoUrl: string | null;
  userTitle: string | null;
  banned: boolean | null;
  dateLastActive: Date | null;
}

type PostHit = Hit & HitDetails;

const ORDER_BY = {
  relevance: sql`h."block", h."score" DESC, h."dateInserted" DESC, h."recordType" DESC, h."recordID" DESC`,
  newest: sql`h."dateInserted" DESC, h."recordType" DESC, h."recordID" DESC`,
  oldest: sql`h."dateInserted", h."recordType", h."recordID"`,
};

/** Words of three letters or more: what pg_trgm can look up in titles. */
const TRIGRAM_WORD = 3;

/**
 * What narrows both branches: the categories, the thread's name, authors, tags and dates. `post`
 * is the matched row's alias; a comment carries its discussion's category (migration 0017), so
 * only a filter on the thread's name needs its discussion joined as `d`.
 */
function filters(query: SearchQuery, scope: readonly number[] | null, post: "d" | "c"): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (post === "d") parts.push(sql`d."type" <> 'redirect'`);
  if (scope) parts.push(sql.raw(`${post}."categoryID" = ${planLiterals.ids(scope)}`));
  if (query.name) parts.push(sql`lower(d."name") LIKE ${likePattern(query.name)}`);
  const author = sql.raw(`${post}."insertUserID"`);
  const byAuthor: RawBuilder<unknown>[] = [];
  if (query.insertUserIDs) byAuthor.push(sql`${author} = ANY(${[...query.insertUserIDs]}::integer[])`);
  if (query.insertUserNames)
    byAuthor.push(sql`${author} IN (SELECT "userID" FROM "users" WHERE lower("name") = ANY(${query.insertUserNames.map((n) => n.toLowerCase())}::text[]))`);
  if (byAuthor.length > 0) parts.push(sql`(${sql.join(byAuthor, sql` OR `)})`);
  if (query.tags) {
    const names = [...new Set(query.tags.map((tag) => tag.toLowerCase()))];
    const tagged = sql`FROM "discussionTags" AS dt JOIN "tags" AS t ON t."tagID" = dt."tagID"
      WHERE dt."discussionID" = ${sql.raw(`${post}."discussionID"`)} AND (lower(t."name") = ANY(${names}::text[]) OR lower(t."urlcode") = ANY(${names}::text[]))`;
    parts.push(query.tagOperator === "and" ? sql`(SELECT count(DISTINCT t."tagID") ${tagged}) >= ${names.length}` : sql`EXISTS (SELECT 1 ${tagged})`);
  }
  parts.push(dateRangeSql(sql.raw(`${post}."dateInserted"`), query.dateInserted));
  return parts;
}

/** Whether anything narrows a search that has no words (without, there is nothing to search for). */
function narrowed(query: SearchQuery): boolean {
  return Boolean(
    query.name ||
    query.insertUserIDs ||
    query.insertUserNames ||
    query.tags ||
    query.categoryIDs ||
    query.discussionID ||
    query.dateInserted ||
    query.followedCategories,
  );
}

/**
 * Relevance ranks the matches in blocks, newest first: the newest `relevanceBlock(limit)` matches
 * best first, then the next block best first, and so on. PostgreSQL's GIN index finds matches but
 * cannot hand them over best first, so ranking every match of a word in a tenth of a million posts
 * costs as much as reading them all; a block costs only its own reading (through the date indexes
 * for frequent words, from the GIN bitmap for rare ones: the planner picks by the statistics).
 * Every match has one place in that order, so pages never repeat or skip a result, however deep.
 * Three pages of the search page (60): the reading of a frequent word is proportional to it, and
 * it was 200 until the benchmark showed what that cost (tooling/bench/README.md "Search").
 */
const RELEVANCE_BLOCK_PAGES = 3;

/** A block holds at least this many: autocomplete's five suggestions are the best of the newest 50. */
export const RELEVANCE_BLOCK_MIN = 50;

/** How many matches, newest first, relevance ranks together for pages of `limit`. */
export function relevanceBlock(limit: number): number {
  return Math.max(RELEVANCE_BLOCK_MIN, RELEVANCE_BLOCK_PAGES * limit);
}

/** The total (`x-app-page-result-count`) counts matches up to this many: counting a frequent word's every match would cost as much as ranking them. */
export const SEARCH_COUNT_CAP = 1000;

/** This process's searches whose total reached the cap (`CappedCounts`: paging one need not count it again). */
const cappedCounts = new CappedCounts();

interface Branch {
  /** recordType, recordID, discussionID, categoryID, dateInserted, and what ranks it: "v" its vector, "t" whether its title holds the words. */
  columns: RawBuilder<unknown>;
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** The row's date and id, for the newest-first (or oldest-first) window. */
  date: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
}

/**
 * Discussions and comments matching a search, only from `scope` (the categories the viewer may
 * see, already narrowed; null: all). One statement finds the page: each table's matches —
 * full-text in the GIN index and, in `wildcard` mode, titles holding every word (pg_trgm) — the
 * newest blocks ranked (`relevanceBlock`; by date, as many as the page needs), merged and paged.
 * The total comes from what it read, or is counted up to `SEARCH_COUNT_CAP` (`searchTotal`;
 * not when the caller shows none, `query.count` false); a
 * second statement reads the page's names, authors and highlighted excerpts (`pageRows`).
 * Redirect stubs are never results (their targets are).
 */
export async function searchPosts(
  db: ForumDb,
  index: CategoryIndex,
  query: SearchQuery,
  scope: readonly number[] | null,
  kinds: { discussions: boolean; comments: boolean; discussionTypes: readonly string[] | null },
  config: string,
): Promise<{ results: SearchResult[]; total: number }> {
  const empty = { results: [], total: 0 };
  if (scope?.length === 0) return empty;
  // The configuration and the words in the statement's text: planned for this very query.
  const tsq = searchTsQuerySql(config, query);
  if (!tsq && !narrowed(query)) return empty;

  const branches: Branch[] = [];
  if (kinds.discussions && !query.discussionID) {
    const where = filters(query, scope, "d");
    if (kinds.discussionTypes) where.push(sql`d."type" = ANY(${[...kinds.discussionTypes]}::text[])`);
    let titleMatch: RawBuilder<unknown> | null = null;
    if (tsq) {
      // Partial words inside titles are for autocomplete; a full search matches whole words.
      const titleWords =
        query.matchMode === "wildcard" && query.words.length > 0 && query.words.every((word) => word.length >= TRIGRAM_WORD) ? query.words : [];
      const inTitle = titleWords.map((word) => sql`lower(d."name") LIKE ${likePattern(word)}`);
      titleMatch = inTitle.length > 0 ? sql`(${sql.join(inTitle, query.queryOperator === "or" ? sql` OR ` : sql` AND `)})` : null;
      where.push(titleMatch ? sql`(d."searchVector" @@ ${tsq} OR ${titleMatch})` : sql`d."searchVector" @@ ${tsq}`);
    }
    branches.push({
      columns: sql`'discussion' AS "recordType", d."discussionID" AS "recordID", d."discussionID", d."categoryID", d."dateInserted",
        d."searchVector" AS "v", ${titleMatch ?? sql`false`} AS "t"`,
      from: sql`"discussions" AS d`,
      where: sql.join(where, sql` AND `),
      date: sql`d."dateInserted"`,
      id: sql`d."discussionID"`,
    });
  }
  if (kinds.comments) {
    const where = filters(query, scope, "c");
    if (query.discussionID) where.push(sql`c."discussionID" = ${query.discussionID}`);
    if (tsq) where.push(sql`c."searchVector" @@ ${tsq}`);
    branches.push({
      columns: sql`'comment' AS "recordType", c."commentID" AS "recordID", c."discussionID", c."categoryID", c."dateInserted",
        c."searchVector" AS "v", false AS "t"`,
      // Redirects hold no comments (`createComment` refuses them): only the name filter joins.
      from: query.name ? sql`"comments" AS c JOIN "discussions" AS d ON d."discussionID" = c."discussionID"` : sql`"comments" AS c`,
      where: sql.join(where, sql` AND `),
      date: sql`c."dateInserted"`,
      id: sql`c."commentID"`,
    });
  }
  if (branches.length === 0) return empty;

  // Each table gives what the page may need: by date, its newest (or oldest) offset + limit; by
  // relevance, every block up to the one holding the page's last result.
  const block = relevanceBlock(query.limit);
  const take = query.order === "relevance" ? (Math.floor((query.offset + query.limit - 1) / block) + 1) * block : query.offset + query.limit;
  const direction = query.order === "oldest" ? sql`ASC` : sql`DESC`;
  // Ranked outside the window: a plan that sorts the matches by date ranks only those it keeps.
  const score = tsq ? sql`ts_rank(w."v", ${tsq}) + CASE WHEN w."t" THEN 0.05 ELSE 0 END` : sql`0::real`;
  const windows = branches.map(
    (b) => sql`(SELECT w."recordType", w."recordID", w."discussionID", w."categoryID", w."dateInserted", ${score} AS "score"
      FROM (SELECT ${b.columns} FROM ${b.from} WHERE ${b.where} ORDER BY ${b.date} ${direction}, ${b.id} ${direction} LIMIT ${sql.raw(planLiterals.count(take))}) AS w)`,
  );
  const order = ORDER_BY[query.order];
  // Both tables' matches newest first, numbered into relevance's blocks (the ties as ORDER_BY.newest).
  const blockOf =
    query.order === "relevance"
      ? sql`(row_number() OVER (ORDER BY u."dateInserted" DESC, u."recordType" DESC, u."recordID" DESC) - 1) / ${sql.raw(planLiterals.count(block))}`
      : sql`0`;
  // Only the matching and ordering is planned for the words (they are in its text); the page's
  // names, authors and excerpts are read by a statement whose text repeats (`pageRows`), so
  // PostgreSQL plans it once per connection instead of with every search (~1 ms of each).
  const { rows: hits } = await sql<Hit>`
    SELECT h.* FROM (
      SELECT u.*, ${blockOf} AS "block",
        (count(*) FILTER (WHERE u."recordType" = 'discussion') OVER ())::integer AS "discussionsFound",
        (count(*) FILTER (WHERE u."recordType" = 'comment') OVER ())::integer AS "commentsFound"
      FROM (${sql.join(windows, sql` UNION ALL `)}) AS u
    ) AS h
    ORDER BY ${order} LIMIT ${sql.raw(planLiterals.count(query.limit))} OFFSET ${sql.raw(planLiterals.count(query.offset))}`.execute(db);

  const total = query.count ? await searchTotal(db, branches, hits[0], take, query.offset) : readTotal(hits[0]);
  const details = await pageRows(db, hits, query.expandBody ? { config, tsquery: searchTsQuery(query) } : null);
  const results: SearchResult[] = [];
  hits.forEach((hit, i) => {
    const detail = details[i];
    // Gone between the two statements (deleted a moment ago): not shown.
    if (detail) results.push(toResult({ ...hit, ...detail }, index));
  });
  return { results, total };
}

/** What the windows read (`count` false: autocomplete shows no total): the total when neither was full, else less. */
function readTotal(first: Hit | undefined): number {
  return first ? Math.min(first.discussionsFound + first.commentsFound, SEARCH_COUNT_CAP) : 0;
}

/**
 * The search's total: when neither table's window was full (`take`), the matches it read are all
 * there are; otherwise counted up to `SEARCH_COUNT_CAP` (`cappedTotal`), or taken as the cap when
 * this process counted the same search to the cap within `CAPPED_COUNT_TTL`. No rows on the first
 * page: nothing matched. A later page past the last (no rows, so no window figures) counts.
 */
async function searchTotal(db: ForumDb, branches: readonly Branch[], first: Hit | undefined, take: number, offset: number): Promise<number> {
  if (!first && offset === 0) return 0;
  if (first && first.discussionsFound < take && first.commentsFound < take) return readTotal(first);
  const counted = cappedTotal(branches);
  const compiled = counted.compile(db);
  const key = `${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
  if (cappedCounts.has(key)) return SEARCH_COUNT_CAP;
  const found = Number((await sql<{ total: number }>`SELECT ${counted} AS "total"`.execute(db)).rows[0]?.total ?? 0);
  if (found >= SEARCH_COUNT_CAP) cappedCounts.remember(key);
  return found;
}

/**
 * The page's rows as shown: the thread's name and state, the author, the dates and (with
 * `excerpt`) the body's passage with the words marked — in the order of `hits`, undefined for a
 * post deleted since it was found. The text never changes with the search, so it is prepared and
 * planned once per connection; the words come as a parameter (only `ts_headline` reads them).
 */
async function pageRows(db: ForumDb, hits: readonly Hit[], excerpt: { config: string; tsquery: string | null } | null): Promise<(HitDetails | undefined)[]> {
  if (hits.length === 0) return [];
  const body = sql.raw(searchHeadlineText(`COALESCE(c."bodyHtml", d."bodyHtml")`));
  const headline = !excerpt
    ? sql`NULL::text`
    : excerpt.tsquery !== null
      ? sql`ts_headline(${excerpt.config}::regconfig, ${body}, to_tsquery(${excerpt.config}::regconfig, ${excerpt.tsquery}), ${SEARCH_HEADLINE_OPTIONS})`
      : sql`left(${body}, 200)`;
  const { rows } = await sql<HitDetails & { ord: string }>`
    SELECT h."ord", d."name", d."type", d."closed", d."pinned",
      COALESCE(c."insertUserID", d."insertUserID") AS "insertUserID",
      CASE WHEN c."commentID" IS NULL THEN d."updateUserID" ELSE c."updateUserID" END AS "updateUserID",
      CASE WHEN c."commentID" IS NULL THEN d."dateUpdated" ELSE c."dateUpdated" END AS "dateUpdated",
      ${headline} AS "headline",
      u."name" AS "userName", u."photoUrl", u."title" AS "userTitle", u."banned", u."dateLastActive"
    FROM unnest(${hits.map((hit) => hit.recordType)}::text[], ${hits.map((hit) => hit.recordID)}::integer[], ${hits.map((hit) => hit.discussionID)}::integer[])
      WITH ORDINALITY AS h("recordType", "recordID", "discussionID", "ord")
    JOIN "discussions" AS d ON d."discussionID" = h."discussionID"
    LEFT JOIN "comments" AS c ON h."recordType" = 'comment' AND c."commentID" = h."recordID"
    LEFT JOIN "users" AS u ON u."userID" = COALESCE(c."insertUserID", d."insertUserID")`.execute(db);
  const byPlace: (HitDetails | undefined)[] = new Array<HitDetails | undefined>(hits.length);
  for (const { ord, ...row } of rows) byPlace[Number(ord) - 1] = row;
  return byPlace;
}

/**
 * The matches counted up to `SEARCH_COUNT_CAP`: the discussions first, then the comments, which
 * count only what the cap leaves (a word in a thousand titles never counts its comments), so a
 * total reads at most the cap's rows in all.
 */
function cappedTotal(branches: readonly Branch[]): RawBuilder<number> {
  const cap = sql.raw(planLiterals.count(SEARCH_COUNT_CAP));
  const [first, second] = branches;
  if (!first) return sql<number>`0`;
  const firstCount = sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${first.from} WHERE ${first.where} LIMIT ${cap}) AS x`;
  if (!second) return sql<number>`(${firstCount})`;
  return sql<number>`(SELECT k.n + (SELECT count(*) FROM (SELECT 1 FROM ${second.from} WHERE ${second.where} LIMIT greatest(0, ${cap} - k.n)) AS x)
    FROM (${firstCount}) AS k)`;
}

function toResult(row: PostHit, index: CategoryIndex): SearchResult {
  const isComment = row.recordType === "comment";
  const excerpt = row.headline === null ? null : markedExcerpt(row.headline);
  const labelCodes: string[] = [];
  if (!isComment && row.pinned) labelCodes.push("Announcement");
  if (!isComment && row.closed) labelCodes.push("Closed");
  return {
    recordID: row.recordID,
    recordType: row.recordType,
    type: isComment ? "comment" : row.type,
    name: isComment ? `RE: ${row.name}` : row.name,
    url: isComment ? commentPath(row.recordID) : discussionPath(row.discussionID, row.name),
    body: excerpt?.body ?? null,
    ...(excerpt ? { excerpt: excerpt.excerpt } : {}),
    score: Number(row.score),
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
    insertUserID: row.insertUserID,
    updateUserID: row.updateUserID,
    ...(row.userName !== null
      ? {
          insertUser: {
            userID: row.insertUserID,
            name: row.userName,
            url: `/profile/${encodeURIComponent(row.userName)}`,
            photoUrl: row.photoUrl ?? "",
            dateLastActive: row.dateLastActive?.toISOString() ?? null,
            title: row.userTitle ?? "",
            banned: row.banned ? 1 : 0,
          },
        }
      : {}),
    breadcrumbs: categoryBreadcrumbs(index, row.categoryID),
    labelCodes,
    isForeign: false,
    categoryID: row.categoryID,
    discussionID: row.discussionID,
    ...(isComment ? { commentID: row.recordID } : {}),
  };
}
