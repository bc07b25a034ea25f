import { intlCache } from "./intlCache";

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];

const SAME_YEAR: Intl.DateTimeFormatOptions = { month: "long", day: "numeric" };
const OTHER_YEAR: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", year: "numeric" };

/**
 * "5 minutes ago" / "yesterday" for times within a week of `now`; an absolute date after that
 * (with the year when it is not the current one). Through `Intl`, in the page's locale.
 */
export function formatRelativeTime(date: Date, now: number, locale: string): string {
  let value = (date.getTime() - now) / 1000;
  const relative = intlCache.relativeTime(locale, { numeric: "auto" });
  if (Math.abs(value) < 45) return relative.format(0, "second");
  for (const [unit, size] of units) {
    if (Math.abs(value) < size) {
      return relative.format(Math.round(value), unit);
    }
    value /= size;
  }
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return intlCache.dateTime(locale, sameYear ? SAME_YEAR : OTHER_YEAR).format(date);
}
