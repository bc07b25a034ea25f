import { splitByMonths, type DaySpan, type RollupPlan } from "./splitByMonths";

/** A plan for sums: whole months, days added, and days subtracted (`minus`) from months read whole. */
export interface SumPlan extends RollupPlan {
  /** Days (both ends included) inside `months` but outside the range: their rows count negatively. */
  minus: DaySpan[];
}

const DAY = 24 * 60 * 60 * 1000;
const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfMonth = (day: string) => dayText(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));
/** The days of `span` on or before `today`: those after it have no views yet, so reading them costs nothing. */
const daysToRead = (span: DaySpan, today: string) => {
  const end = span.to < today ? span.to : today;
  return end < span.from ? 0 : (timeOf(end) - timeOf(span.from)) / DAY + 1;
};

/**
 * Which rollups a range's sums (the top lists' views) are read from. As `splitByMonths`, and a
 * partial month is read as its whole month minus the days outside the range when those are fewer
 * rows to read than its days inside it: the last 30 days are this month's row per record (the days
 * after today hold nothing) and a few days of the month before, not thirty days of rows. `today`
 * only chooses; the sums are exact either way (the days subtracted are read, not assumed empty).
 * Not for distinct counts (members), which cannot be subtracted.
 */
export function planSums(range: { from: string; to: string }, today: string): SumPlan {
  const plan = splitByMonths(range);
  // The partial months' spans, each within one month (a range with no whole month spans two at most).
  const spans: DaySpan[] = [];
  for (const span of plan.days) {
    const monthEnd = lastOfMonth(span.from);
    if (span.to <= monthEnd) spans.push(span);
    else spans.push({ from: span.from, to: monthEnd }, { from: dayText(timeOf(monthEnd) + DAY), to: span.to });
  }
  let months = plan.months;
  const days: DaySpan[] = [];
  const minus: DaySpan[] = [];
  for (const span of spans) {
    const month = firstOfMonth(span.from);
    const outside: DaySpan[] = [];
    if (span.from > month) outside.push({ from: month, to: dayText(timeOf(span.from) - DAY) });
    const monthEnd = lastOfMonth(span.from);
    if (span.to < monthEnd) outside.push({ from: dayText(timeOf(span.to) + DAY), to: monthEnd });
    const outsideCost = outside.reduce((sum, part) => sum + daysToRead(part, today), 0);
    if (outsideCost < daysToRead(span, today)) {
      // The month joins the whole months: it is the first or the last month the range touches.
      months = months ? { from: month < months.from ? month : months.from, to: month > months.to ? month : months.to } : { from: month, to: month };
      minus.push(...outside);
    } else days.push(span);
  }
  return { months, days, minus };
}
