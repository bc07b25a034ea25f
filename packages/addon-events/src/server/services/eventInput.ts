import { validationError } from "@quorum/server";
import { isTimeZone, wallTime, zonedToInstant } from "../../shared/zonedTime";

/** The fields that make an event's time and place, as sent (a PATCH merged over the stored event). */
export interface EventTimes {
  dateStarts: string | Date;
  dateEnds: string | Date;
  timeZone: string;
  allDay: boolean;
  onlineUrl: string | null;
}

/** Midnight at the start of the instant's day in the time zone. */
function startOfDay(date: Date, timeZone: string): Date {
  const wall = wallTime(date, timeZone);
  return zonedToInstant({ ...wall, hour: 0, minute: 0, second: 0 }, timeZone);
}

/**
 * Checks what the schema cannot (422 naming the field): a known IANA time zone, an end not before
 * the start, an online link that is a real http(s) URL. An all-day event's times become the
 * midnights of its first and last days in its time zone.
 */
export function checkEventTimes(input: EventTimes): { dateStarts: Date; dateEnds: Date; onlineUrl: string | null } {
  if (!isTimeZone(input.timeZone)) throw validationError("timeZone", "Choose a time zone from the list (an IANA name such as Europe/Paris).", "invalid");
  let dateStarts = new Date(input.dateStarts);
  let dateEnds = new Date(input.dateEnds);
  if (input.allDay) {
    dateStarts = startOfDay(dateStarts, input.timeZone);
    dateEnds = startOfDay(dateEnds, input.timeZone);
  }
  if (dateEnds.getTime() < dateStarts.getTime()) throw validationError("dateEnds", "The end must not be before the start.", "invalid");
  const onlineUrl = input.onlineUrl?.trim() || null;
  if (onlineUrl !== null) {
    const parsed = URL.canParse(onlineUrl) ? new URL(onlineUrl) : null;
    if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:") || !parsed.hostname)
      throw validationError("onlineUrl", "Enter a link that starts with http:// or https://.", "invalid");
  }
  return { dateStarts, dateEnds, onlineUrl };
}
