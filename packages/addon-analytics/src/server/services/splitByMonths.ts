/** UTC days `from`..`to`, both ends included. */
export interface DaySpan {
  from: string;
  to: string;
}

/** Which rollups a range of days is read from: whole months, and the days of the partial months at its ends. */
export interface RollupPlan {
  /** The first days of the range's first and last whole months, both included; null when it holds none. */
  months: { from: string; to: string } | null;
  /** Ranges of days (both ends included) outside the whole months, read from the daily rollups. */
  days: DaySpan[];
}

const DAY = 24 * 60 * 60 * 1000;
const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The first day of the month `offset` months after the month of `day` (Date.UTC rolls months over years). */
function monthStart(day: string, offset: number): string {
  return dayText(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + offset, 1));
}

/**
 * Splits the UTC days `from`..`to` (checked real days, `from` <= `to`) into the whole months it
 * holds and the days before and after them: a year's top lists sum a dozen monthly rows per record
 * and at most two partial months of daily ones, and the sums are the same as the days' alone.
 */
export function splitByMonths(range: { from: string; to: string }): RollupPlan {
  const { from, to } = range;
  const firstWhole = from.endsWith("-01") ? from : monthStart(from, 1);
  // The month of `to` is whole when the day after it starts a month.
  const lastWhole = dayText(timeOf(to) + DAY).endsWith("-01") ? monthStart(to, 0) : monthStart(to, -1);
  if (firstWhole > lastWhole) return { months: null, days: [{ from, to }] };
  const days: RollupPlan["days"] = [];
  if (from < firstWhole) days.push({ from, to: dayText(timeOf(firstWhole) - DAY) });
  const afterWhole = monthStart(lastWhole, 1);
  if (afterWhole <= to) days.push({ from: afterWhole, to });
  return { months: { from: firstWhole, to: lastWhole }, days };
}
