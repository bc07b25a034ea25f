import { availableParallelism } from "node:os";

/**
 * How many processes serve the site. One node process uses one core, so on PostgreSQL the site runs
 * one worker per core (QUORUM_WORKERS to choose); PGlite is a database inside the process, which
 * only one process may open, so it always runs one.
 */
export function workerCount(setting: string | undefined, onPostgres: boolean, cores = availableParallelism()): number {
  const trimmed = setting?.trim() ?? "";
  if (trimmed === "" || trimmed === "auto") return onPostgres ? Math.max(1, cores) : 1;
  const count = Number(trimmed);
  if (!Number.isInteger(count) || count < 1) throw new Error(`QUORUM_WORKERS must be a whole number of at least 1 (or "auto"), not "${setting}".`);
  if (count > 1 && !onPostgres) {
    throw new Error("QUORUM_WORKERS above 1 needs PostgreSQL (DATABASE_URL): the embedded PGlite database can be opened by one process only.");
  }
  return count;
}
