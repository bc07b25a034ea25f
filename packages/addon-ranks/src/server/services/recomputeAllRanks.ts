import type { RanksDb } from "../db/RanksTables";
import { computeRanks } from "./computeRanks";
import type { RankReader } from "./RankReader";

const BATCH = 500;

/**
 * Recomputes every member's rank, a batch of members at a time (after a rank is created, changed,
 * reordered or deleted). Keyset paging by userID, so each batch is one indexed read.
 */
export async function recomputeAllRanks(db: RanksDb, who: RankReader): Promise<void> {
  let after = 0;
  for (;;) {
    const batch = await db.selectFrom("users").select("userID").where("userID", ">", after).orderBy("userID").limit(BATCH).execute();
    if (batch.length === 0) return;
    const ids = batch.map((row) => row.userID);
    // Each batch in a transaction of its own, so the ranks it read stay as read until it is written.
    if (db.isTransaction) await computeRanks(db, who, ids);
    else await db.transaction().execute((trx) => computeRanks(trx, who, ids));
    after = batch[batch.length - 1]?.userID ?? after;
    if (batch.length < BATCH) return;
  }
}
