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

/**
 * "5 minutes ago" / "yesterday" for times within a week of `now`; an absolute date after that
 * (with the year when it is not the current one). Through `Intl`, in the page's locale.
 */
export function formatRelativeTime(date: Date, now: number, locale: string): string {
  let value = (date.getTime() - now) / 1000;
  if (Math.abs(value) < 45) return intlCache.formatRelative(locale, RELATIVE, 0, "second");
  for (const [unit, size] of units) {
    if (Math.abs(value) < size) {
      return intlCache.formatRelative(locale, RELATIVE, Math.round(value), unit);
    }
    value /= size;
  }
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return intlCache.formatDate(locale, sameYear ? SAME_YEAR : OTHER_YEAR, date.getTime());
}
