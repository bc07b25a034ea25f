import { sql } from "kysely";
import type { AnalyticsDb } from "../db/AnalyticsTables";

// `@quorum/addon-analytics/rollups` is this file: tools that write views in bulk (the benchmark,
// tooling/bench) fill the rollups exactly as the add-on does. Its only run-time import is kysely,
// so plain Node runs it as it is (no bundler); keep it so.
export type { AnalyticsDb } from "../db/AnalyticsTables";

/** Every rollup table, emptied and refilled by a rebuild. */
const ROLLUPS = [
  "pageViewDays",
  "pageViewDayDiscussions",
  "pageViewDayCategories",
  "pageViewDayMembers",
  "pageViewMonthDiscussions",
  "pageViewMonthCategories",
  "pageViewMonthMembers",
] as const;

/**
 * Recomputes every daily and monthly rollup from the views, for views written in bulk (demo content, the
 * benchmark) rather than one by one through `recordPageView`. One transaction: readers see the
 * old rollups or the new ones. Then analyses them: PGlite has no autovacuum, and the planner should
 * know the refilled tables' sizes.
 */
export async function rebuildRollups(db: AnalyticsDb): Promise<void> {
  const day = sql`("dateInserted" at time zone 'UTC')::date`;
  const month = sql`date_trunc('month', "dateInserted" at time zone 'UTC')::date`;
  const rebuild = async (trx: AnalyticsDb): Promise<void> => {
    for (const table of ROLLUPS) await trx.deleteFrom(table).execute();
    await sql`insert into "pageViewDayMembers" ("day", "userID")
      select distinct ${day}, "userID" from "pageViews" where "userID" is not null`.execute(trx);
    await sql`insert into "pageViewDays" ("day", "views", "members")
      select v."day", v."views", coalesce(m."members", 0)
      from (select ${day} as "day", count(*) as "views" from "pageViews" group by 1) v
      left join (select "day", count(*) as "members" from "pageViewDayMembers" group by 1) m on m."day" = v."day"`.execute(trx);
    await sql`insert into "pageViewDayDiscussions" ("day", "discussionID", "views")
      select ${day}, "discussionID", count(*) from "pageViews" where "discussionID" is not null group by 1, 2`.execute(trx);
    await sql`insert into "pageViewDayCategories" ("day", "categoryID", "views")
      select ${day}, "categoryID", count(*) from "pageViews" where "categoryID" is not null group by 1, 2`.execute(trx);
    await sql`insert into "pageViewMonthDiscussions" ("month", "discussionID", "views")
      select ${month}, "discussionID", count(*) from "pageViews" where "discussionID" is not null group by 1, 2`.execute(trx);
    await sql`insert into "pageViewMonthCategories" ("month", "categoryID", "views")
      select ${month}, "categoryID", count(*) from "pageViews" where "categoryID" is not null group by 1, 2`.execute(trx);
    await sql`insert into "pageViewMonthMembers" ("month", "userID")
      select distinct date_trunc('month', "day")::date, "userID" from "pageViewDayMembers"`.execute(trx);
    await sql`analyze ${sql.join(ROLLUPS.map((table) => sql.table(table)))}`.execute(trx);
  };
  // A demo seed already runs in its own transaction.
  await (db.isTransaction ? rebuild(db) : db.transaction().execute(rebuild));
}
