import type { QuorumContext } from "@quorum/server";
import { eventsDb } from "../db/EventsTables";
import { eventReminderNotifications } from "../notifications/eventReminderNotifications";

/** How long before its start an event's attendees are reminded. */
export const REMINDER_LEAD_MS = 60 * 60 * 1000;

/**
 * Reminds the attendees of every event starting within the lead time from `now` and not yet
 * reminded. Each event is claimed by setting `dateReminded` first (one statement), so two
 * processes never both send it; events already started are skipped, never reminded late.
 */
export async function remindDueEvents(ctx: Pick<QuorumContext, "db" | "notifications">, now: Date): Promise<number> {
  const db = eventsDb(ctx.db);
  const claimed = await db
    .updateTable("events")
    .set({ dateReminded: now })
    .where("dateReminded", "is", null)
    .where("dateStarts", ">", now)
    .where("dateStarts", "<=", new Date(now.getTime() + REMINDER_LEAD_MS))
    .returning(["eventID", "insertUserID"])
    .execute();
  for (const event of claimed) await ctx.notifications.emit(eventReminderNotifications, { eventID: event.eventID }, event.insertUserID);
  return claimed.length;
}

/** When the next reminder falls due after `now` (its event's start less the lead), or null. */
export async function nextReminderDate(ctx: Pick<QuorumContext, "db">, now: Date): Promise<Date | null> {
  const row = await eventsDb(ctx.db)
    .selectFrom("events")
    .select((eb) => eb.fn.min("dateStarts").as("next"))
    .where("dateReminded", "is", null)
    .where("dateStarts", ">", now)
    .executeTakeFirst();
  return row?.next ? new Date(new Date(row.next).getTime() - REMINDER_LEAD_MS) : null;
}
