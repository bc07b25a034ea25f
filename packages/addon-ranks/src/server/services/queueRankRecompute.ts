import type { RanksDb } from "../db/RanksTables";
import { RANK_RECOMPUTE_JOB } from "./rankRecomputeJob";

/** The job's actor when the site asks (Ranks switched on again), not a member: it notifies no one. */
export const SITE_ACTOR = 0;

/**
 * Queues "every member's rank again" in the transaction that changed the ranks, so the change and
 * its recompute commit (or roll back) together; the caller wakes the worker after the commit.
 * One job waiting is enough: a later change queues none while one has not started (it will see
 * the latest ranks when it runs).
 */
export async function queueRankRecompute(trx: RanksDb, actorUserID: number): Promise<void> {
  const waiting = await trx
    .selectFrom("notificationJobs")
    .select("jobID")
    .where("source", "=", RANK_RECOMPUTE_JOB)
    .where("lockedUntil", "is", null)
    .executeTakeFirst();
  if (waiting) return;
  await trx
    .insertInto("notificationJobs")
    .values({ source: RANK_RECOMPUTE_JOB, params: JSON.stringify({}), actorUserID })
    .execute();
}
