import type { RankRow, RanksDb } from "../db/RanksTables";
import { computeRanks } from "./computeRanks";
import type { RankReader } from "./RankReader";

// Days since joining change with no post: a stored rank older than this is worked out again when
// read, which is the schedule on which time-based ranks move.
const STALE_AFTER = 24 * 60 * 60 * 1000;

/**
 * Some members' ranks, working out (and storing) those missing or stale first: one read of the
 * members' rows and one of the ranks for the whole list, a write only for the members that need it.
 */
export async function loadUserRanks(db: RanksDb, who: RankReader, userIDs: readonly number[]): Promise<Map<number, RankRow | null>> {
  const ids = [...new Set(userIDs.filter((userID) => userID > 0))];
  const result = new Map<number, RankRow | null>();
  if (ids.length === 0) return result;
  const rows = await db.selectFrom("userRanks").select(["userID", "rankID", "manual", "dateComputed"]).where("userID", "in", ids).execute();
  const fresh = Date.now() - STALE_AFTER;
  const stored = new Map(rows.filter((row) => row.manual || new Date(row.dateComputed).getTime() > fresh).map((row) => [row.userID, row.rankID]));
  const missing = ids.filter((userID) => !stored.has(userID));
  const computed = missing.length > 0 ? await computeRanks(db, who, missing) : new Map<number, number | null>();
  const ranks = new Map((await db.selectFrom("ranks").selectAll().execute()).map((rank) => [rank.rankID, rank]));
  for (const userID of ids) {
    const rankID = stored.get(userID) ?? computed.get(userID) ?? null;
    result.set(userID, rankID === null ? null : (ranks.get(rankID) ?? null));
  }
  return result;
}
