import { sql } from "kysely";
import type { AnalyticsDb } from "../db/AnalyticsTables";
import type { RollupPlan } from "./splitByMonths";

/**
 * The distinct members with a view in a range (a member active on many days counts once, so the
 * days' counts cannot be summed): the members of its whole months from `pageViewMonthMembers` and
 * of its partial months' days from `pageViewDayMembers` (`plan`), counted once across both.
 */
export async function countRangeMembers(db: AnalyticsDb, plan: RollupPlan): Promise<number> {
  const parts = [
    ...(plan.months ? [sql`select "userID" from "pageViewMonthMembers" where "month" >= ${plan.months.from} and "month" <= ${plan.months.to}`] : []),
    ...plan.days.map((days) => sql`select "userID" from "pageViewDayMembers" where "day" >= ${days.from} and "day" <= ${days.to}`),
  ];
  if (parts.length === 0) return 0;
  const { rows } = await sql<{ count: number | string }>`select count(distinct "userID") as "count" from (${sql.join(parts, sql` union all `)}) as "m"`.execute(
    db,
  );
  return Number(rows[0]?.count ?? 0);
}
