import { hasPermission, profilePath, type SearchResult } from "@quorum/api";
import { sql, type RawBuilder } from "kysely";
import { forbidden } from "../errors/forbidden";
import type { SearchContext, SearchDomain, SearchPage } from "./SearchEngine";
import type { SearchQuery } from "./SearchQuery";
import { dateRangeSql } from "./dateRangeSql";
import { likePattern } from "./likePattern";

interface UserHit {
  userID: number;
  name: string;
  photoUrl: string;
  title: string;
  banned: boolean;
  dateInserted: Date;
  dateLastActive: Date | null;
  score: number;
  total: number;
}

/** Names are found by their parts (pg_trgm's `users_name_trgm` index on `lower(name)`). */
function conditions(query: SearchQuery): RawBuilder<unknown>[] | null {
  const words = query.words.map((word) => sql`lower(u."name") LIKE ${likePattern(word)}`);
  const parts: RawBuilder<unknown>[] = [];
  if (words.length > 0) parts.push(sql`(${sql.join(words, query.queryOperator === "or" ? sql` OR ` : sql` AND `)})`);
  if (query.name) parts.push(sql`lower(u."name") LIKE ${likePattern(query.name)}`);
  if (parts.length === 0) return null;
  if (query.dateInserted) parts.push(dateRangeSql(sql`u."dateInserted"`, query.dateInserted));
  return parts;
}

const ORDER_BY = {
  relevance: sql`"score" DESC, lower(u."name"), u."userID"`,
  newest: sql`u."dateInserted" DESC, u."userID" DESC`,
  oldest: sql`u."dateInserted", u."userID"`,
};

/**
 * Members by name (`domain=user`, or `recordTypes=user`), for those who may see profiles
 * (`profiles.view`; 403 otherwise). Parts of names match (pg_trgm), the closest names first.
 */
export const userSearchDomain: SearchDomain = {
  key: "user",
  recordTypes: ["user"],
  inAllContent: false,
  async visibility(ctx) {
    return hasPermission(ctx.viewer.permissions, "profiles.view") ? { kind: "all" } : { kind: "none" };
  },
  async search(query: SearchQuery, ctx: SearchContext): Promise<SearchPage> {
    if (!hasPermission(ctx.viewer.permissions, "profiles.view")) throw forbidden("Permission Problem", "You need the profiles.view permission.");
    const where = conditions(query);
    if (!where) return { results: [], total: 0 };
    const rows = await sql<UserHit>`
      SELECT u."userID", u."name", u."photoUrl", u."title", u."banned", u."dateInserted", u."dateLastActive",
        similarity(lower(u."name"), ${query.text.toLowerCase() || query.name?.toLowerCase() || ""}) AS "score",
        count(*) OVER () AS "total"
      FROM "users" AS u
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${ORDER_BY[query.order]}
      LIMIT ${query.limit} OFFSET ${query.offset}`.execute(ctx.db);
    let total = Number(rows.rows[0]?.total ?? 0);
    if (rows.rows.length === 0 && query.offset > 0) {
      const counted = await sql<{ total: number }>`SELECT count(*) AS "total" FROM "users" AS u WHERE ${sql.join(where, sql` AND `)}`.execute(ctx.db);
      total = Number(counted.rows[0]?.total ?? 0);
    }
    const results = rows.rows.map((row): SearchResult => {
      const url = profilePath(row.name);
      return {
        recordID: row.userID,
        recordType: "user",
        type: "user",
        name: row.name,
        url,
        body: null,
        excerpt: row.title,
        score: Number(row.score),
        dateInserted: row.dateInserted.toISOString(),
        dateUpdated: null,
        insertUserID: row.userID,
        updateUserID: null,
        insertUser: {
          userID: row.userID,
          name: row.name,
          url,
          photoUrl: row.photoUrl,
          dateLastActive: row.dateLastActive?.toISOString() ?? null,
          title: row.title,
          banned: row.banned ? 1 : 0,
        },
        breadcrumbs: [],
        labelCodes: row.banned ? ["Banned"] : [],
        isForeign: false,
        ...(row.photoUrl ? { image: row.photoUrl } : {}),
      };
    });
    return { results, total };
  },
};
