import { sql, type Expression, type RawBuilder } from "kysely";

/**
 * How many reports a post has, as a column beside each row of a page (comments' `reportMeta` for
 * moderators), read from the reports index of the post.
 */
export function reportCountColumn(recordType: "discussion" | "comment", recordID: Expression<unknown>): RawBuilder<number> {
  return sql<number>`(SELECT count(*)::integer FROM "reports" AS rp WHERE rp."recordType" = ${sql.lit(recordType)} AND rp."recordID" = ${recordID})`;
}
