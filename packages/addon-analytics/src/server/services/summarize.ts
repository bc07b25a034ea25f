import type { PermissionsPayload } from "@quorum/api";
import { canViewCategory } from "@quorum/forum/contract/server";
import { sql } from "kysely";
import type { AnalyticsSummary, DayCount, TopRecord } from "../../shared/AnalyticsSummary";
import type { AnalyticsDb } from "../db/AnalyticsTables";
import type { DayRange } from "./readDayRange";
import { countRangeMembers } from "./countRangeMembers";
import { readTopViews } from "./readTopViews";
import { planSums } from "./planSums";
import { splitByMonths } from "./splitByMonths";

/** How many of the most viewed are read before the viewer's categories filter them. */
const TOP_CANDIDATES = 100;

function everyDay(range: DayRange, rows: readonly { day: string; count: number | string }[]): DayCount[] {
  const counts = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return range.days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}

export interface SummarizeOptions {
  /** The UTC day the plans take as today (the days after it hold no views yet); the server's by default. */
  today?: string;
  /** Read every figure from the daily rollups alone, as a test's reference. */
  daysAlone?: boolean;
}

/**
 * The dashboard's figures for a range. Each day's views and members come from `pageViewDays` (one
 * row a day: its primary key is the day, a range is an index range), the range's distinct members
 * from the monthly rollups' whole months and the daily ones' other days (`splitByMonths`), the top
 * lists' sums likewise or from a partial month's monthly rows minus its days outside the range
 * when that reads fewer rows (`planSums`; a test reads days alone to show the figures agree), new
 * discussions and comments from the forum's `dateInserted` indexes. The top lists keep only
 * records in categories the viewer may see, as the forum decides it (`canViewCategory`).
 */
export async function summarize(
  db: AnalyticsDb,
  range: DayRange,
  permissions: PermissionsPayload,
  limit: number,
  options: SummarizeOptions = {},
): Promise<AnalyticsSummary> {
  const { from, to } = range;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const sums = options.daysAlone ? { months: null, days: [{ from, to }], minus: [] } : planSums(range, today);
  const members = options.daysAlone ? { months: null, days: [{ from, to }] } : splitByMonths(range);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  const utcDay = sql<string>`(("dateInserted" at time zone 'UTC')::date)::text`;
  const [days, discussions, comments, activeMembersTotal, top] = await Promise.all([
    db
      .selectFrom("pageViewDays")
      .select([sql<string>`"day"::text`.as("day"), "views", "members"])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .execute(),
    db
      .selectFrom("discussions")
      .select([utcDay.as("day"), (eb) => eb.fn.countAll<string>().as("count")])
      .where("dateInserted", ">=", start)
      .where("dateInserted", "<", end)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom("comments")
      .select([utcDay.as("day"), (eb) => eb.fn.countAll<string>().as("count")])
      .where("dateInserted", ">=", start)
      .where("dateInserted", "<", end)
      .groupBy(sql`1`)
      .execute(),
    countRangeMembers(db, members),
    readTopViews(db, sums, TOP_CANDIDATES),
  ]);
  const visible = async <T extends { categoryID: number }>(rows: readonly T[]): Promise<T[]> => {
    const kept: T[] = [];
    for (const row of rows) {
      if (kept.length >= limit) break;
      if (await canViewCategory(db, permissions, row.categoryID)) kept.push(row);
    }
    return kept;
  };
  const topDiscussions: TopRecord[] = (await visible(top.discussions)).map((row) => ({
    recordID: row.recordID,
    name: row.name,
    url: `/discussion/${row.recordID}`,
    views: row.views,
  }));
  const topCategories: TopRecord[] = (await visible(top.categories.map((row) => ({ ...row, categoryID: row.recordID })))).map((row) => ({
    recordID: row.recordID,
    name: row.name,
    url: `/categories/${encodeURIComponent(row.urlcode)}`,
    views: row.views,
  }));
  return {
    from,
    to,
    views: everyDay(
      range,
      days.map((row) => ({ day: row.day, count: row.views })),
    ),
    discussions: everyDay(range, discussions),
    comments: everyDay(range, comments),
    activeMembers: everyDay(
      range,
      days.map((row) => ({ day: row.day, count: row.members })),
    ),
    activeMembersTotal,
    topDiscussions,
    topCategories,
  };
}
