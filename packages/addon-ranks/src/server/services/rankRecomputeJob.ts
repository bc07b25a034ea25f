import { GUEST_USER } from "@quorum/api";
import { defineNotificationSource, type Viewer } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { ranksDb } from "../db/RanksTables";
import type { RankReader } from "./RankReader";
import { recomputeAllRanks } from "./recomputeAllRanks";

/** The job's name in the platform's queue (`notificationJobs`). */
export const RANK_RECOMPUTE_JOB = "ranks.recompute";

/** Nobody in particular: the worker works ranks out for the site (points sources read no viewer's rights). */
const SITE: Viewer = { user: GUEST_USER, permissions: { isAdmin: false, permissions: [] }, sessionID: null };

/**
 * "Work out every member's rank again", as a job of the platform's worker: the platform's one
 * background queue is the notifications' (`notificationJobs`, worked after the response, leased
 * with `FOR UPDATE SKIP LOCKED`, retried, swept every 30 s and resumed after a restart), so the
 * job is a source of it that notifies no one. Its `groups` does the work (batches of 500, as
 * `recomputeAllRanks`) and answers no group. Working it twice does no harm: a rank is a function
 * of the member and the ranks. While Ranks is disabled the worker drops it (`addon`).
 *
 * Made per site (in `routes`): the points criterion sums the site's enabled points sources, which
 * the worker does not hand its sources.
 */
export function rankRecomputeJob(addons: RankReader["addons"]) {
  return defineNotificationSource({
    name: RANK_RECOMPUTE_JOB,
    addon: "ranks",
    params: Type.Object({}),
    groups: async (_params, db) => {
      await recomputeAllRanks(ranksDb(db), { viewer: SITE, addons });
      return [];
    },
  });
}
