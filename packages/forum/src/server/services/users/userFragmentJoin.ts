import { profilePath, type UserFragment } from "@quorum/api";
import { isoTimestamptz } from "@quorum/server";

/** How many columns `userFragmentJoin` selects. */
export const USER_FRAGMENT_JOIN_WIDTH = 5;

/**
 * A user's card fields (as `userFragmentColumn`) by a LEFT JOIN on the primary key, as plain
 * columns: for a page's authors, a JSON object built per row and parsed again cost more, on both
 * sides, than the columns (PostgreSQL and node CPU per list page ~0.05 ms each, measured). The id
 * is the joining column's own, so it is not selected again. `userIDColumn` is SQL text
 * (`"page"."insertUserID"`); `alias` names the join. Read back with `joinedUserFragment`.
 */
export function userFragmentJoin(alias: string, userIDColumn: string): { join: string; columns: string } {
  return {
    join: ` LEFT JOIN "users" AS "${alias}" ON "${alias}"."userID" = ${userIDColumn}`,
    columns: `"${alias}"."name" AS "${alias}Name", "${alias}"."photoUrl" AS "${alias}PhotoUrl", "${alias}"."title" AS "${alias}Title", "${alias}"."banned" AS "${alias}Banned", "${alias}"."dateLastActive"::text AS "${alias}DateLastActive"`,
  };
}

/**
 * The API's user fragment (as `toUserFragment` makes it) of the `userFragmentJoin` columns that
 * start at `at` in an array row; null when no user was joined.
 */
export function joinedUserFragment(userID: number, row: readonly unknown[], at: number): UserFragment | null {
  const name = row[at];
  const photoUrl = row[at + 1];
  const title = row[at + 2];
  const banned = row[at + 3];
  const dateLastActive = row[at + 4];
  if (typeof name !== "string" || typeof photoUrl !== "string" || typeof title !== "string" || typeof banned !== "boolean") return null;
  return {
    userID,
    name,
    url: profileUrl(name),
    photoUrl,
    dateLastActive: typeof dateLastActive === "string" ? isoTimestamptz(dateLastActive) : null,
    title,
    banned: banned ? 1 : 0,
  };
}

/** Profile paths remembered at most; past this the memory starts afresh. */
const MAX_PATHS = 10_000;
let paths = new Map<string, string>();

/** `profilePath(name)`, remembered: a page's authors repeat from page to page, and encoding a name costs more than finding it. */
function profileUrl(name: string): string {
  let path = paths.get(name);
  if (path === undefined) {
    path = profilePath(name);
    if (paths.size >= MAX_PATHS) paths = new Map();
    paths.set(name, path);
  }
  return path;
}
