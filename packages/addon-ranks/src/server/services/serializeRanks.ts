import type { Rank } from "../../shared/Rank";
import type { RankRow, RanksDb } from "../db/RanksTables";

/** Ranks as the API answers them, lowest level first, with their member counts (one query). */
export async function serializeRanks(db: RanksDb, rows: readonly RankRow[]): Promise<Rank[]> {
  const ids = rows.map((row) => row.rankID);
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom("userRanks")
          .select((eb) => ["rankID", eb.fn.countAll<string>().as("n")])
          .where("rankID", "in", ids)
          .groupBy("rankID")
          .execute();
  const countOf = new Map(counts.map((row) => [row.rankID, Number(row.n)]));
  return [...rows]
    .sort((a, b) => a.level - b.level || a.rankID - b.rankID)
    .map((row) => ({
      rankID: row.rankID,
      name: row.name,
      userTitle: row.userTitle,
      labelStyle: row.labelStyle,
      level: row.level,
      criteria: { posts: row.minPosts, points: row.minPoints, days: row.minDays, roleIDs: row.roleIDs, manual: row.manualOnly },
      abilities: { links: row.allowLinks },
      countUsers: countOf.get(row.rankID) ?? 0,
      dateInserted: new Date(row.dateInserted).toISOString(),
      dateUpdated: row.dateUpdated ? new Date(row.dateUpdated).toISOString() : null,
    }));
}
