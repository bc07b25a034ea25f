import { profilePath, type UserFragment, type UserNameOrder } from "@quorum/api";
import { sql, type RawBuilder } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { MENTION_KEY_SQL } from "./MENTION_KEY_SQL";

/** Mention suggestions rank users active within this many days first (spec §9). */
const MENTION_ACTIVE_DAYS = 90;

export interface UsersByNameRequest {
  /** A whole name, or a prefix followed by `*`. */
  name: string;
  order: UserNameOrder;
  page: number;
  limit: number;
}

// The highest code point: every key that starts with a prefix sorts (byte-wise) below prefix + it.
const TOP = String.fromCodePoint(0x10ffff);

/** The users query without its page, exported so a test can check its plan uses the mention index. */
export function usersByNameQuery(db: ForumDb, request: Pick<UsersByNameRequest, "name" | "order">, now: Date) {
  const key = sql.raw(MENTION_KEY_SQL);
  // Normalised by the database, the same way as the index, so both sides agree on every character.
  const term = sql<string>`(regexp_replace(lower(${request.name}), '[[:punct:][:space:]]+', '', 'g') COLLATE "C")`;
  const prefix = /\*\s*$/.test(request.name);
  let query = db
    .selectFrom("users")
    .select(["userID", "name", "photoUrl", "title", "banned", "dateLastActive"])
    .where(prefix ? sql<boolean>`${key} >= ${term} AND ${key} < (${term} || ${TOP})` : sql<boolean>`${key} = ${term}`);
  // Names sort by the same key as they match (the index's order), ties by the exact name: the
  // same order on every database, whatever its collation.
  const byName: RawBuilder<string> = sql`${key}, "name" COLLATE "C"`;
  switch (request.order) {
    case "mention": {
      const cutoff = new Date(now.getTime() - MENTION_ACTIVE_DAYS * 24 * 60 * 60 * 1000);
      query = query.orderBy(sql`CASE WHEN "dateLastActive" >= ${cutoff} THEN 0 ELSE 1 END`).orderBy(byName);
      break;
    }
    case "countComments":
      query = query.orderBy("countComments", "desc").orderBy(byName);
      break;
    case "dateLastActive":
      query = query.orderBy(sql`"dateLastActive" DESC NULLS LAST`).orderBy(byName);
      break;
    case "name":
      query = query.orderBy(byName);
      break;
  }
  return query.orderBy("userID");
}

/**
 * `GET /users/by-names`: users whose name matches case- and punctuation-insensitively ("ab*" is a
 * prefix; without the star the whole name), as user fragments. An index on the normalised name
 * serves the match, so the cost is that of the matching users, not of the table.
 */
export async function findUsersByName(db: ForumDb, request: UsersByNameRequest, now = new Date()): Promise<{ users: UserFragment[]; hasNext: boolean }> {
  const rows = await usersByNameQuery(db, request, now)
    .limit(request.limit + 1)
    .offset((request.page - 1) * request.limit)
    .execute();
  const users = rows.slice(0, request.limit).map((row): UserFragment => ({
    userID: row.userID,
    name: row.name,
    url: profilePath(row.name),
    photoUrl: row.photoUrl,
    dateLastActive: row.dateLastActive?.toISOString() ?? null,
    title: row.title,
    banned: row.banned ? 1 : 0,
  }));
  return { users, hasNext: rows.length > request.limit };
}
