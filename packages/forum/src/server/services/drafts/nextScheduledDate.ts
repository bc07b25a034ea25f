import { sql } from "kysely";
import { forumDb } from "../../db/forumDb";
import type { PublishContext } from "./PublishContext";

/**
 * When the next scheduled draft may be published, or null for none: its date, or for a draft
 * another process has claimed, when that claim lapses (so nobody spins on a draft in flight).
 */
export async function nextScheduledDate(ctx: Pick<PublishContext, "db">): Promise<Date | null> {
  const row = await forumDb(ctx.db)
    .selectFrom("drafts")
    .select(sql<Date | null>`min(greatest("dateScheduled", "publishClaimedUntil"))`.as("next"))
    .where("draftStatus", "=", "scheduled")
    .executeTakeFirst();
  return row?.next ?? null;
}
