import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";

/**
 * Active members without counting them at read time: a year's per-day figure grouped ~72,000
 * day-by-member rows at a million views (the summary's slowest read on PGlite). Each day's distinct
 * members are kept as a number on `pageViewDays` (`members`, raised when a member's first view of
 * the day adds their `pageViewDayMembers` row), and the members of each month in
 * `pageViewMonthMembers (month, userID)`, so the range's distinct members (a distinct count: days'
 * counts cannot be summed) reads whole months from it and only the partial months' days from the
 * daily rows. Filled from the daily rows a site already has; then analysed: PGlite has no
 * autovacuum, and the planner should know the tables' sizes.
 */
export const m0003MemberRollups: AddonMigration = {
  name: "0003_member_rollups",
  async up(db) {
    await db.schema
      .alterTable("pageViewDays")
      .addColumn("members", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable("pageViewMonthMembers")
      .addColumn("month", "date", (c) => c.notNull())
      .addColumn("userID", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("pageViewMonthMembers_pk", ["month", "userID"])
      .execute();
    await sql`update "pageViewDays" d set "members" = m."members"
      from (select "day", count(*) as "members" from "pageViewDayMembers" group by "day") m where m."day" = d."day"`.execute(db);
    await sql`insert into "pageViewMonthMembers" ("month", "userID")
      select distinct date_trunc('month', "day")::date, "userID" from "pageViewDayMembers"`.execute(db);
    await sql`analyze "pageViewDays", "pageViewDayMembers", "pageViewMonthMembers"`.execute(db);
  },
};
