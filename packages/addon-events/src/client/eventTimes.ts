import type { QuorumEvent } from "../shared/Event";
import { wallDate, wallTime } from "../shared/zonedTime";

type EventTimes = Pick<QuorumEvent, "dateStarts" | "dateEnds" | "allDay" | "timeZone">;

/** A timed event in a time zone: "Monday, July 14, 2031 at 7:30 PM – 10:00 PM (Europe/Paris)". */
export function eventWhen(event: EventTimes, timeZone: string, locale = "en"): string {
  if (event.allDay) return allDayWhen(event, locale);
  const format = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "full", timeStyle: "short" });
  return `${format.formatRange(new Date(event.dateStarts), new Date(event.dateEnds))} (${timeZone})`;
}

/** An all-day event's days are those of its own time zone: shown as dates, the same to everyone. */
function allDayWhen(event: EventTimes, locale = "en"): string {
  const day = (iso: string): Date => new Date(`${wallDate(wallTime(new Date(iso), event.timeZone))}T00:00:00Z`);
  const format = new Intl.DateTimeFormat(locale, { timeZone: "UTC", dateStyle: "full" });
  return format.formatRange(day(event.dateStarts), day(event.dateEnds));
}

/** The viewer's own time zone (the browser's), or null where it cannot be told. */
export function viewerTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
