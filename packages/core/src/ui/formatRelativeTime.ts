import { intlCache } from "./intlCache";

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];

const RELATIVE: Intl.RelativeTimeFormatOptions = { numeric: "auto" };
const SAME_YEAR: Intl.DateTimeFormatOptions = { month: "long", day: "numeric" };
const OTHER_YEAR: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", year: "numeric" };

/** The local calendar year `now` falls in, as [start, end) in ms; kept until `now` leaves it. */
let year = { start: 0, end: -1 };

function yearAround(now: number): { start: number; end: number } {
  if (now < year.start || now >= year.end) {
    const current = new Date(now).getFullYear();
    year = { start: new Date(current, 0, 1).getTime(), end: new Date(current + 1, 0, 1).getTime() };
  }
  return year;
}

/**
 * "5 minutes ago" / "yesterday" for times within a week of `now`; an absolute date after that
 * (with the year when it is not the current one). Through `Intl`, in the page's locale. `date` is
 * a Date or its time in ms (a thread formats one per comment: no Date is made for it here).
 */
export function formatRelativeTime(date: Date | number, now: number, locale: string): string {
  const time = typeof date === "number" ? date : date.getTime();
  let value = (time - now) / 1000;
  if (Math.abs(value) < 45) return intlCache.formatRelative(locale, RELATIVE, 0, "second");
  for (const [unit, size] of units) {
    if (Math.abs(value) < size) {
      return intlCache.formatRelative(locale, RELATIVE, Math.round(value), unit);
    }
    value /= size;
  }
  const { start, end } = yearAround(now);
  return intlCache.formatDate(locale, time >= start && time < end ? SAME_YEAR : OTHER_YEAR, time);
}
