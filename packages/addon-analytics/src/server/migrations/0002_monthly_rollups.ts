import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";

/**
 * Monthly rollups of the top lists' views: a year's top discussions summed from the daily rows
 * read ~486,000 rows at a million views; whole months from these tables and only the partial
 * months at the ends from the daily ones read an eighth of that. Each primary key starts with the
 * month (its first day), so a range of months is an index range scan. Filled from the daily
 * rollups a site already has.
 */
export const m0002MonthlyRollups: AddonMigration = {
  name: "0002_monthly_rollups",
  async up(db) {
    await db.schema
      .createTable("pageViewMonthDiscussions")
      .addColumn("month", "date", (c) => c.notNull())
      .addColumn("discussionID", "integer", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("pageViewMonthDiscussions_pk", ["month", "discussionID"])
      .execute();
    await db.schema
      .createTable("pageViewMonthCategories")
      .addColumn("month", "date", (c) => c.notNull())
      .addColumn("categoryID", "integer", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("pageViewMonthCategories_pk", ["month", "categoryID"])
      .execute();
    await sql`insert into "pageViewMonthDiscussions" ("month", "discussionID", "views")
      select date_trunc('month', "day")::date, "discussionID", sum("views") from "pageViewDayDiscussions" group by 1, 2`.execute(db);
    await sql`insert into "pageViewMonthCategories" ("month", "categoryID", "views")
      select date_trunc('month', "day")::date, "categoryID", sum("views") from "pageViewDayCategories" group by 1, 2`.execute(db);
  },
};
