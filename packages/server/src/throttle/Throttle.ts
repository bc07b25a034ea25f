import { sql, type Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import { HttpError } from "../errors/HttpError";
import { waitText } from "./waitText";

/** What one throttle counts, and how many of it a key may have in one window. */
export interface ThrottleRule {
  /** Names the events counted (`signIn.account`, `posts`): each scope has its own counts. */
  scope: string;
  /** Events allowed per window; 0 or less turns the throttle off. */
  limit: number;
  windowMs: number;
  /** The 429's message, given the wait in words ("15 minutes"). */
  message: (wait: string) => string;
}

/** Rows whose window opened longer ago than this are past any window and swept away. */
const SWEEP_AGE_MS = 24 * 3600_000;
const SWEEP_EVERY_MS = 3600_000;

/**
 * Fixed-window counters in the `throttles` table, so every process of a site counts the same
 * attempts: a key's window opens with its first event and lasts `windowMs`; at `limit` events the
 * key is refused with 429, `Retry-After` and a message saying when, until its window ends. Time
 * comes from `now` (a fake clock in tests), not from the database.
 */
export class Throttle {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<CoreTables>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses (429) a key that has used up its window, counting nothing: for events counted only when they fail. */
  async check(rule: ThrottleRule, key: string): Promise<void> {
    if (rule.limit <= 0) return;
    const now = this.now();
    const row = await this.db
      .selectFrom("throttles")
      .select(["windowStart", "count"])
      .where("scope", "=", rule.scope)
      .where("key", "=", key)
      .where("windowStart", ">", new Date(now - rule.windowMs))
      .executeTakeFirst();
    if (row && row.count >= rule.limit) throw refusal(rule, row.windowStart, now);
  }

  /** Counts one event of `key` (opening a new window when the last one ended); answers the window's count. */
  async hit(rule: ThrottleRule, key: string): Promise<number> {
    if (rule.limit <= 0) return 0;
    return (await this.count(rule, key)).count;
  }

  /**
   * Counts one event and refuses it (429) when it is one too many: for events counted whether or not
   * they succeed (a registration, a post). One statement, so racing processes cannot both slip in.
   */
  async take(rule: ThrottleRule, key: string): Promise<void> {
    if (rule.limit <= 0) return;
    const row = await this.count(rule, key);
    if (row.count > rule.limit) throw refusal(rule, row.windowStart, this.now());
  }

  /** Forgets `key`'s count (a successful sign-in clears its account's failures). */
  async reset(rule: ThrottleRule, key: string): Promise<void> {
    await this.db.deleteFrom("throttles").where("scope", "=", rule.scope).where("key", "=", key).execute();
  }

  private async count(rule: ThrottleRule, key: string): Promise<{ windowStart: Date; count: number }> {
    const now = this.now();
    await this.sweep(now);
    const start = new Date(now);
    const ended = sql<boolean>`throttles."windowStart" <= ${new Date(now - rule.windowMs)}`;
    return this.db
      .insertInto("throttles")
      .values({ scope: rule.scope, key, windowStart: start, count: 1 })
      .onConflict((oc) =>
        oc.columns(["scope", "key"]).doUpdateSet({
          windowStart: sql`CASE WHEN ${ended} THEN excluded."windowStart" ELSE throttles."windowStart" END`,
          count: sql`CASE WHEN ${ended} THEN 1 ELSE throttles."count" + 1 END`,
        }),
      )
      .returning(["windowStart", "count"])
      .executeTakeFirstOrThrow();
  }

  /** At most once an hour per process: drops counters far past their window, so the table stays small. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db
      .deleteFrom("throttles")
      .where("windowStart", "<", new Date(now - SWEEP_AGE_MS))
      .execute();
  }
}

function refusal(rule: ThrottleRule, windowStart: Date, now: number): HttpError {
  const seconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000));
  return new HttpError(429, rule.message(waitText(seconds)), { headers: { "retry-after": String(seconds) } });
}
