// Wall-clock times in an IANA time zone, with Intl only (no time zone database of our own): the
// form turns what a member types into an instant, the pages and the .ics turn instants back.

/** Whether the runtime knows the IANA time zone (Intl throws a RangeError for an unknown one). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock parts of an instant in a time zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallTime(date: Date, timeZone: string): WallTime {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

const utcOf = (wall: WallTime): number => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/**
 * The instant a wall-clock time names in a time zone. Two passes settle the offset around a DST
 * change; a time that does not exist (skipped forward) lands just after the gap.
 */
export function zonedToInstant(wall: WallTime, timeZone: string): Date {
  const guess = utcOf(wall);
  let instant = guess - (utcOf(wallTime(new Date(guess), timeZone)) - guess);
  instant = guess - (utcOf(wallTime(new Date(instant), timeZone)) - instant);
  return new Date(instant);
}

/** "2026-05-01T18:30" (a datetime-local value) as wall-clock parts, or null. */
export function parseLocalDateTime(value: string): WallTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  return { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h ?? 0), minute: Number(mi ?? 0), second: 0 };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** The date of a wall time as YYYY-MM-DD. */
export function wallDate(wall: WallTime): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** A wall time as a datetime-local value (YYYY-MM-DDTHH:mm). */
export function wallDateTime(wall: WallTime): string {
  return `${wallDate(wall)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
