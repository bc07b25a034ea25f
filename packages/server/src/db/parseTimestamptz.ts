import pg from "pg";

const TIMESTAMPTZ_OID = 1184;

/** pg's own parser (postgres-date), for every shape the fast path below does not take. */
const fallback = pg.types.getTypeParser(TIMESTAMPTZ_OID, "text") as (text: string) => Date;

const digit = (text: string, index: number): number => text.charCodeAt(index) - 48;
const twoDigits = (text: string, index: number): number => digit(text, index) * 10 + digit(text, index + 1);

/**
 * Parses a `timestamptz` as PostgreSQL prints it ("2026-11-12 14:43:24.663+00", "... +05:30").
 * pg's parser runs three regular expressions per value, and a page of thirty discussions holds
 * ninety timestamps: this reads the fixed positions instead and gives the very same Date
 * (milliseconds computed as pg does). Anything else — years before 1000 or after 9999, BC,
 * infinity, second-level offsets — goes to pg's parser.
 */
export function parseTimestamptz(text: string): Date {
  const length = text.length;
  if (
    length < 22 ||
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 || // space
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    digit(text, 0) < 1 ||
    digit(text, 0) > 9
  ) {
    return fallback(text);
  }
  // The zone is the tail: "+HH" or "+HH:MM" (a sign at length-3 or length-6).
  let zoneStart = length - 3;
  let offsetMinutes: number;
  const sign = text.charCodeAt(zoneStart);
  if (sign === 43 || sign === 45) {
    offsetMinutes = twoDigits(text, zoneStart + 1) * 60;
  } else {
    zoneStart = length - 6;
    const longSign = text.charCodeAt(zoneStart);
    if ((longSign !== 43 && longSign !== 45) || text.charCodeAt(length - 3) !== 58) return fallback(text);
    offsetMinutes = twoDigits(text, zoneStart + 1) * 60 + twoDigits(text, zoneStart + 4);
  }
  if (zoneStart < 19 || (zoneStart > 19 && text.charCodeAt(19) !== 46)) return fallback(text); // "." before a fraction
  if (text.charCodeAt(zoneStart) === 45) offsetMinutes = -offsetMinutes;

  const year = digit(text, 0) * 1000 + digit(text, 1) * 100 + twoDigits(text, 2);
  // As postgres-date: 1000 × the fraction as a float, which the Date truncates to whole milliseconds.
  const ms = zoneStart > 20 ? 1000 * parseFloat(text.slice(19, zoneStart)) : 0;
  const utc = Date.UTC(year, twoDigits(text, 5) - 1, twoDigits(text, 8), twoDigits(text, 11), twoDigits(text, 14), twoDigits(text, 17), ms);
  const date = new Date(utc - offsetMinutes * 60_000);
  return Number.isNaN(date.getTime()) ? fallback(text) : date;
}
