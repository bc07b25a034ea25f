import type { SqlParameters } from "../SqlParameters";

/** The per-member flags of `userDiscussion` a list can filter by. */
export type UserDiscussionFlag = "bookmarked" | "muted" | "dismissed";

/**
 * The ids of the discussions a member flagged, as an array expression (SQL text) for `= ANY(...)`
 * or `<> ALL(...)`. Uncorrelated, so PostgreSQL reads it once per statement (an InitPlan over the
 * flag's partial index) and the list keeps scanning its sort index; the member's id is a
 * parameter, so every member shares one prepared statement.
 */
export function userFlaggedIDs(userID: number, flag: UserDiscussionFlag, params: SqlParameters): string {
  return `ARRAY(SELECT ud."discussionID" FROM "userDiscussion" AS ud WHERE ud."userID" = ${params.add(userID)} AND ud."${flag}")`;
}
