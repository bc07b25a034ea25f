import { sql } from "kysely";
import { forumDb } from "../../db/forumDb";
import { publishDraft, type PublishOutcome } from "./publishDraft";
import type { PublishContext } from "./PublishContext";

/** How long a process may take to publish the drafts it claimed before another may try them. */
const CLAIM_MS = 5 * 60 * 1000;
const BATCH = 20;

/**
 * Publishes every scheduled draft due at `now` (those whose time passed while no server ran
 * included). Safe with several server processes: each draft is claimed first (a row lock skipped
 * by the others, then a claim time), so only one process publishes it. A process that dies while
 * publishing leaves its claim to expire, after which another retries the draft.
 */
export async function publishDueDrafts(ctx: PublishContext, now: Date = new Date()): Promise<PublishOutcome[]> {
  const db = forumDb(ctx.db);
  const outcomes: PublishOutcome[] = [];
  for (;;) {
    const claimed = await db
      .updateTable("drafts")
      .set({ publishClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        "draftID",
        "in",
        db
          .selectFrom("drafts")
          .select("draftID")
          .where("draftStatus", "=", "scheduled")
          .where("dateScheduled", "<=", now)
          .where((eb) => eb.or([eb("publishClaimedUntil", "is", null), eb("publishClaimedUntil", "<", now)]))
          .orderBy("dateScheduled")
          .orderBy("draftID")
          .limit(BATCH)
          .modifyEnd(sql`FOR UPDATE SKIP LOCKED`),
      )
      .returningAll()
      .execute();
    if (claimed.length === 0) return outcomes;
    claimed.sort((a, b) => (a.dateScheduled?.getTime() ?? 0) - (b.dateScheduled?.getTime() ?? 0) || a.draftID - b.draftID);
    // One at a time: each is a transaction of its own, and the order is the order they were due.
    for (const row of claimed) outcomes.push(await publishDraft(ctx, row, now));
  }
}
