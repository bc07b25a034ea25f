import type { ReactionRecordType, ReactionSummary } from "@quorum/api";
import { sql, type Expression, type RawBuilder } from "kysely";
import type { SqlParameters } from "../SqlParameters";

/** One reaction type's count on a post, as `reactionSummaryColumn` answers it. */
export interface ReactionSummaryJson {
  tagID: number;
  urlcode: string;
  name: string;
  class: string;
  value: number;
  count: number;
  /** Whether the viewer's own reaction is of this type. */
  mine: boolean;
}

/**
 * A post's reaction counts by type (flag types left out), with the viewer's own marked, as a JSON
 * column to select beside each row of a page: the posts of a page and their reactions come back
 * in the page's own round trip. Per row it reads a prefix of the reactions primary key (the post)
 * and nothing when nobody reacted (NULL). Guests' SQL has no viewer parameter at all.
 */
export function reactionSummaryColumn(
  recordType: ReactionRecordType,
  recordID: Expression<unknown>,
  viewerID: number,
): RawBuilder<ReactionSummaryJson[] | null> {
  const mine = viewerID > 0 ? sql`bool_or(r."userID" = ${viewerID})` : sql`false`;
  return sql<ReactionSummaryJson[] | null>`${sql.raw(SUMMARY_HEAD)}${mine}${sql.raw(summaryFilter(recordType))}${recordID}${sql.raw(SUMMARY_TAIL)}`;
}

/**
 * `reactionSummaryColumn` as SQL text, for statements written as text: `recordIDColumn` is a
 * column reference (`"discussions"."discussionID"`); a member's id goes into `params`.
 */
export function reactionSummarySql(recordType: ReactionRecordType, recordIDColumn: string, viewerID: number, params: SqlParameters): string {
  const mine = viewerID > 0 ? `bool_or(r."userID" = ${params.add(viewerID)})` : "false";
  return `${SUMMARY_HEAD}${mine}${summaryFilter(recordType)}${recordIDColumn}${SUMMARY_TAIL}`;
}

const SUMMARY_HEAD = `(SELECT json_agg(json_build_object('tagID', t."tagID", 'urlcode', t."urlcode", 'name', t."name", 'class', t."class", 'value', t."value", 'count', c."count", 'mine', c."mine") ORDER BY t."sort", t."tagID")
    FROM (SELECT r."tagID", count(*) AS "count", `;
const summaryFilter = (recordType: ReactionRecordType) => ` AS "mine" FROM "reactions" AS r
      WHERE r."recordType" = '${recordType}' AND r."recordID" = `;
const SUMMARY_TAIL = ` GROUP BY r."tagID") AS c
    JOIN "reactionTypes" AS t ON t."tagID" = c."tagID" AND t."class" <> 'flag')`;

/** The API's `reactions` of a post from its `reactionSummaryColumn` value (spec §3 "Reaction"). */
export function toReactionSummaries(json: readonly ReactionSummaryJson[] | null): ReactionSummary[] {
  return (json ?? []).map((entry) => ({
    tagID: entry.tagID,
    urlcode: entry.urlcode,
    name: entry.name,
    class: entry.class,
    count: Number(entry.count),
    hasReacted: entry.mine,
    reactionValue: entry.value,
  }));
}
