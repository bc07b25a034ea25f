import { validationError } from "@quorum/server";

const DAY = 24 * 60 * 60 * 1000;
/** Two years and a day: a year against the one before it fits, an unbounded scan does not. */
const MAX_RANGE_DAYS = 732;

/** A range of UTC days, both ends included, and each day's text in order. */
export interface DayRange {
  from: string;
  to: string;
  days: string[];
}

function parseDay(field: string, text: string | undefined): number {
  if (text === undefined) throw validationError(field, `${field} is required.`, "required");
  const time = Date.parse(`${text}T00:00:00Z`);
  // Date.parse rolls 2026-02-31 over to March: a real day reads back as itself.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) throw validationError(field, "Not a date (YYYY-MM-DD).", "invalid");
  return time;
}

/** Checks `from`/`to` (422 naming the field) and lists the range's days. */
export function readDayRange(from: string | undefined, to: string | undefined): DayRange {
  const start = parseDay("from", from);
  const end = parseDay("to", to);
  if (end < start) throw validationError("to", "The range ends before it starts.", "invalid");
  const count = (end - start) / DAY + 1;
  if (count > MAX_RANGE_DAYS) throw validationError("to", `The range is longer than ${MAX_RANGE_DAYS} days.`, "invalid");
  const days = Array.from({ length: count }, (_, index) => new Date(start + index * DAY).toISOString().slice(0, 10));
  return { from: days[0] ?? "", to: days[days.length - 1] ?? "", days };
}
