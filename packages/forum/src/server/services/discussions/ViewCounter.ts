import { sql, type Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";

/**
 * Discussion page views, counted in memory and written in one statement every couple of seconds.
 * Writing each view as it happens made every page view of a popular discussion wait on the same
 * row lock and a commit; a view count may lag a little (and lose the last seconds on a crash).
 */
export class ViewCounter {
  private pending = new Map<number, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: Kysely<CoreTables>,
    private readonly intervalMs = 2000,
  ) {}

  add(discussionID: number): void {
    this.pending.set(discussionID, (this.pending.get(discussionID) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), this.intervalMs).unref();
  }

  /** Writes what has been counted; the site flushes on shutdown, tests before they look. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    const values = sql.join(batch.map(([id, views]) => sql`(${id}::integer, ${views}::integer)`));
    await sql`UPDATE "discussions" AS d SET "countViews" = d."countViews" + v.views
      FROM (VALUES ${values}) AS v(id, views) WHERE d."discussionID" = v.id`.execute(this.db);
  }
}

const counters = new WeakMap<Kysely<CoreTables>, ViewCounter>();

/** The view counter of a database (one per open database in the process). */
export function viewCounterFor(db: Kysely<CoreTables>): ViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new ViewCounter(db);
    counters.set(db, counter);
  }
  return counter;
}
