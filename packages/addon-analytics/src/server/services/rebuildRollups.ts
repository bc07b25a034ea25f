import { sql } from "kysely";
import type { AnalyticsDb } from "../db/AnalyticsTables";

/**
 * Recomputes every daily and monthly rollup from the views, for views written in bulk (demo content, the
 * benchmark) rather than one by one through `recordPageView`. One transaction: readers see the
 * old rollups or the new ones.
 */
export async function rebuildRollups(db: AnalyticsDb): Promise<void> {
  const day = sql`("dateInserted" at time zone 'UTC')::date`;
  const month = sql`date_trunc('month', "dateInserted" at time zone 'UTC')::date`;
  const rebuild = async (trx: AnalyticsDb): Promise<void> => {
    for (const table of [
      "pageViewDays",
      "pageViewDayDiscussions",
      "pageViewDayCategories",
      "pageViewDayMembers",
      "pageViewMonthDiscussions",
      "pageViewMonthCategories",
    ] as const)
      await trx.deleteFrom(table).execute();
    await sql`insert into "pageViewDays" ("day", "views") select ${day}, count(*) from "pageViews" group by 1`.execute(trx);
    await sql`insert into "pageViewDayDiscussions" ("day", "discussionID", "views")
      select ${day}, "discussionID", count(*) from "pageViews" where "discussionID" is not null group by 1, 2`.execute(trx);
    await sql`insert into "pageViewDayCategories" ("day", "categoryID", "views")
      select ${day}, "categoryID", count(*) from "pageViews" where "categoryID" is not null group by 1, 2`.execute(trx);
    await sql`insert into "pageViewDayMembers" ("day", "userID")
      select distinct ${day}, "userID" from "pageViews" where "userID" is not null`.execute(trx);
    await sql`insert into "pageViewMonthDiscussions" ("month", "discussionID", "views")
      select ${month}, "discussionID", count(*) from "pageViews" where "discussionID" is not null group by 1, 2`.execute(trx);
    await sql`insert into "pageViewMonthCategories" ("month", "categoryID", "views")
      select ${month}, "categoryID", count(*) from "pageViews" where "categoryID" is not null group by 1, 2`.execute(trx);
  };
  // A demo seed already runs in its own transaction.
  await (db.isTransaction ? rebuild(db) : db.transaction().execute(rebuild));
}
