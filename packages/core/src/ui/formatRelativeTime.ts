const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];

/**
 * "5 minutes ago" / "yesterday" for times within a week of `now`; an absolute date after that
 * (with the year when it is not the current one). Through `Intl`, in the page's locale.
 */
export function formatRelativeTime(date: Date, now: number, locale: string): string {
  let value = (date.getTime() - now) / 1000;
  if (Math.abs(value) < 45) return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(0, "second");
  for (const [unit, size] of units) {
    if (Math.abs(value) < size) {
      return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(Math.round(value), unit);
    }
    value /= size;
  }
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", ...(sameYear ? {} : { year: "numeric" }) }).format(date);
}
