/** One end of a date range: the instant and whether it is included. */
export interface DateBound {
  date: Date;
  inclusive: boolean;
}

/** A date filter read: either end may be open. */
export interface DateRange {
  from?: DateBound;
  to?: DateBound;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date or date-time as written; a bare date stands for its whole day (UTC). Null when unreadable. */
function readMoment(text: string): { start: Date; end: Date; whole: boolean } | null {
  const value = text.trim();
  if (!INSTANT.test(value)) return null;
  if (DAY_ONLY.test(value)) {
    const start = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== value) return null;
    return { start, end: new Date(start.getTime() + DAY_MS), whole: true };
  }
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value);
  const date = new Date(hasZone ? value.replace(" ", "T") : `${value.replace(" ", "T")}Z`);
  if (Number.isNaN(date.getTime())) return null;
  return { start: date, end: date, whole: false };
}

/**
 * Reads Vanilla's date filter syntax (its API v2 "date filters"): `2024-01-31` (that day),
 * `=2024-01-31`, `>d`, `>=d`, `<d`, `<=d`, and ranges `[a,b]` (inclusive), `(a,b)` (exclusive),
 * `[a,b)`, `(a,b]`; either end of a range may be empty. A bare date is its whole day (UTC), so
 * `<=2024-01-31` includes that day and `>2024-01-31` starts the next. Null when unreadable.
 */
export function parseDateFilter(filter: string): DateRange | null {
  const text = filter.trim();
  const range = /^([[(])\s*([^,]*?)\s*,\s*([^,]*?)\s*([\])])$/.exec(text);
  if (range) {
    const [, open, fromText, toText, close] = range as unknown as [string, string, string, string, string];
    const out: DateRange = {};
    if (fromText) {
      const from = readMoment(fromText);
      if (!from) return null;
      out.from = open === "[" ? { date: from.start, inclusive: true } : { date: from.end, inclusive: from.whole };
    }
    if (toText) {
      const to = readMoment(toText);
      if (!to) return null;
      out.to = close === "]" ? { date: to.end, inclusive: !to.whole } : { date: to.start, inclusive: false };
    }
    if (!out.from && !out.to) return null;
    if (out.from && out.to && out.from.date.getTime() > out.to.date.getTime()) return null;
    return out;
  }
  const compare = /^(>=|<=|>|<|=)?\s*(.+)$/.exec(text);
  if (!compare) return null;
  const [, operator = "=", rest] = compare as unknown as [string, string | undefined, string];
  const moment = readMoment(rest);
  if (!moment) return null;
  const { whole } = moment;
  switch (operator) {
    case ">":
      return { from: { date: moment.end, inclusive: whole } };
    case ">=":
      return { from: { date: moment.start, inclusive: true } };
    case "<":
      return { to: { date: moment.start, inclusive: false } };
    case "<=":
      return { to: { date: moment.end, inclusive: !whole } };
    default:
      return whole
        ? { from: { date: moment.start, inclusive: true }, to: { date: moment.end, inclusive: false } }
        : { from: { date: moment.start, inclusive: true }, to: { date: moment.start, inclusive: true } };
  }
}
