import type { ReactionRecordType, ReactionSummary } from "@quorum/api";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { reactionSummaryColumn, toReactionSummaries, type ReactionSummaryJson } from "./reactionSummaryColumn";

/** One post's reaction counts with the viewer's own marked (what a reaction call answers). */
export async function loadRecordReactions(db: ForumDb, recordType: ReactionRecordType, recordID: number, viewerID: number): Promise<ReactionSummary[]> {
  const { rows } = await sql<{
    reactions: ReactionSummaryJson[] | null;
  }>`SELECT ${reactionSummaryColumn(recordType, sql.val(recordID), viewerID)} AS "reactions"`.execute(db);
  return toReactionSummaries(rows[0]?.reactions ?? null);
}
