import { wallDate, wallTime, type WallTime } from "../../shared/zonedTime";
import type { EventRow } from "./eventAccess";

// RFC 5545: text values escape backslash, semicolon, comma and line breaks.
const escapeText = (text: string): string => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

// Content lines are folded at 75 octets: the rest continues on lines starting with a space.
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const width = Buffer.byteLength(char, "utf8");
    if (size + width > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number): string => String(n).padStart(2, "0");
const basicDate = (wall: WallTime): string => wallDate(wall).replace(/-/g, "");
const basicLocal = (wall: WallTime): string => `${basicDate(wall)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
const basicUtc = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * The event as an iCalendar file: times in the event's own time zone (TZID, which calendars
 * resolve from the IANA name), or DATE values for an all-day event, whose DTEND is the day after
 * its last (exclusive, as the standard has it). Text escaped and lines folded.
 */
export function eventIcs(event: EventRow, description: string, pageUrl: string, host: string): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Quorum//Events//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "BEGIN:VEVENT"];
  lines.push(`UID:event-${event.eventID}@${host}`);
  lines.push(`DTSTAMP:${basicUtc(event.dateUpdated ?? event.dateInserted)}`);
  if (event.allDay) {
    const last = wallTime(event.dateEnds, event.timeZone);
    const after = new Date(Date.UTC(last.year, last.month - 1, last.day + 1));
    lines.push(`DTSTART;VALUE=DATE:${basicDate(wallTime(event.dateStarts, event.timeZone))}`);
    lines.push(`DTEND;VALUE=DATE:${basicDate(wallTime(after, "UTC"))}`);
  } else if (event.timeZone === "UTC" || event.timeZone === "Etc/UTC") {
    lines.push(`DTSTART:${basicUtc(event.dateStarts)}`);
    lines.push(`DTEND:${basicUtc(event.dateEnds)}`);
  } else {
    lines.push(`DTSTART;TZID=${event.timeZone}:${basicLocal(wallTime(event.dateStarts, event.timeZone))}`);
    lines.push(`DTEND;TZID=${event.timeZone}:${basicLocal(wallTime(event.dateEnds, event.timeZone))}`);
  }
  lines.push(`SUMMARY:${escapeText(event.name)}`);
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  const location = [event.location, event.onlineUrl].filter((part): part is string => Boolean(part)).join(" ");
  if (location) lines.push(`LOCATION:${escapeText(location)}`);
  lines.push(`URL:${pageUrl}`);
  lines.push("END:VEVENT", "END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** A sanitized HTML description as plain text for the calendar. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
