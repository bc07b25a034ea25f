import { sql } from "kysely";

/**
 * The "trending" (-hot) rank of a discussion row, as an SQL expression over its columns: activity
 * (score plus comments, log-damped) plus recency of the last comment, so a lively new thread beats
 * an old popular one. One definition for every writer of the `hot` column.
 */
export const HOT_RANK = sql<number>`ln(greatest(1, "score" + "countComments" + 1)) + extract(epoch from "dateLastComment") / 45000.0`;
