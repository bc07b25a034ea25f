import { availableParallelism } from "node:os";

/**
 * How many PostgreSQL connections each of the site's processes pools: `QUORUM_DB_CONNECTIONS`
 * (the site's total, shared out between its processes) or, by default, two per core. A search or a
 * list is CPU work in PostgreSQL once its data is cached, so connections past a couple per core
 * only make backends take turns on the cores. On a 2-core machine the search benchmark with 4
 * connections in all against 20 (the earlier 10 per process): the rare word 460 requests a second
 * against 390, the frequent word ~10 % fewer; the p95 lower for the words and the phrase, alike
 * within the noise for the rest (tooling/bench README, Search). Every process keeps at least one.
 */
export function connectionsPerProcess(setting: string | undefined, processes: number, cores = availableParallelism()): number {
  const trimmed = setting?.trim() ?? "";
  let total = 2 * Math.max(1, cores);
  if (trimmed !== "" && trimmed !== "auto") {
    total = Number(trimmed);
    if (!Number.isInteger(total) || total < 1) throw new Error(`QUORUM_DB_CONNECTIONS must be a whole number of at least 1 (or "auto"), not "${setting}".`);
  }
  return Math.max(1, Math.floor(total / Math.max(1, processes)));
}
