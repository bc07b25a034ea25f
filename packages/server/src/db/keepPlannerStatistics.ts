import { sql, type Kysely } from "kysely";

/** How often an embedded site refreshes its planner statistics (and once at start). */
export const STATISTICS_EVERY_MS = 6 * 60 * 60 * 1000;

export interface StatisticsKeeper {
  /** Stops the timer and waits for an `ANALYZE` under way, so the database can close after. */
  stop(): Promise<void>;
}

/**
 * Runs `ANALYZE` now and every `everyMs` after, for a site on PGlite. PostgreSQL's autovacuum
 * keeps the statistics the planner chooses plans by; PGlite runs no background workers, so
 * without this a site's tables keep the row counts they had when they were first analysed — or
 * none — and, as the site grows, lists and searches are planned as if the tables were empty.
 * The whole database is analysed (a sample of each table: under a second at 100,000 posts, and
 * PGlite's one connection waits meanwhile). A failure is reported to `onError` and tried again
 * at the next turn.
 */
export async function keepPlannerStatistics<DB>(
  db: Kysely<DB>,
  { everyMs = STATISTICS_EVERY_MS, onError = () => {} }: { everyMs?: number; onError?: (error: unknown) => void } = {},
): Promise<StatisticsKeeper> {
  let running: Promise<void> | null = null;
  const analyze = () => {
    running ??= sql`ANALYZE`
      .execute(db)
      .then(() => undefined, onError)
      .finally(() => (running = null));
    return running;
  };
  await analyze();
  const timer = setInterval(() => void analyze(), everyMs);
  // A refresh never keeps the process alive on its own.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
