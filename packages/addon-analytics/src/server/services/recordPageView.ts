import { sql } from "kysely";
import type { AnalyticsDb } from "../db/AnalyticsTables";
import type { PageView, Viewing } from "./PageView";

/**
 * Stores one view and adds it to the day's and the month's rollups (views, and a member's first view of the day or month), all in one transaction, so the dashboard's
 * sums (which read only the rollups) always agree with the views. An anonymised view keeps no user
 * id and no referrer, and counts towards no member's activity.
 */
export async function recordPageView(db: AnalyticsDb, view: PageView, viewing: Viewing): Promise<void> {
  const day = viewing.date.toISOString().slice(0, 10);
  const month = `${day.slice(0, 7)}-01`;
  const userID = viewing.anonymized ? null : viewing.userID;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("pageViews")
      .values({
        dateInserted: viewing.date,
        userID,
        anonymized: viewing.anonymized,
        url: view.url,
        pageName: view.pageName ?? null,
        discussionID: view.discussionID ?? null,
        categoryID: view.categoryID ?? null,
        siteSectionID: view.siteSectionID ?? null,
        referrer: viewing.anonymized ? null : (view.referrer ?? null),
        groupID: view.groupID ?? null,
        eventID: view.eventID ?? null,
      })
      .execute();
    // The row already there, by its table's name: `excluded` is the row that was refused.
    const plusOne = (table: string) => ({ views: sql<number>`${sql.ref(`${table}.views`)} + 1` });
    // A member's first view of the day adds their row (a later one, or one committed meanwhile, adds
    // none: the insert waits for the other transaction's row) and one to the day's `members`.
    let newMember = false;
    if (userID !== null && userID > 0) {
      const added = await trx
        .insertInto("pageViewDayMembers")
        .values({ day, userID })
        .onConflict((oc) => oc.columns(["day", "userID"]).doNothing())
        .returning("userID")
        .executeTakeFirst();
      newMember = added !== undefined;
      if (newMember)
        await trx
          .insertInto("pageViewMonthMembers")
          .values({ month, userID })
          .onConflict((oc) => oc.columns(["month", "userID"]).doNothing())
          .execute();
    }
    await trx
      .insertInto("pageViewDays")
      .values({ day, views: 1, members: newMember ? 1 : 0 })
      .onConflict((oc) =>
        oc.column("day").doUpdateSet({
          views: sql<number>`"pageViewDays"."views" + 1`,
          members: sql<number>`"pageViewDays"."members" + excluded."members"`,
        }),
      )
      .execute();
    if (view.discussionID !== undefined)
      await trx
        .insertInto("pageViewDayDiscussions")
        .values({ day, discussionID: view.discussionID, views: 1 })
        .onConflict((oc) => oc.columns(["day", "discussionID"]).doUpdateSet(plusOne("pageViewDayDiscussions")))
        .execute();
    if (view.discussionID !== undefined)
      await trx
        .insertInto("pageViewMonthDiscussions")
        .values({ month, discussionID: view.discussionID, views: 1 })
        .onConflict((oc) => oc.columns(["month", "discussionID"]).doUpdateSet(plusOne("pageViewMonthDiscussions")))
        .execute();
    if (view.categoryID !== undefined)
      await trx
        .insertInto("pageViewDayCategories")
        .values({ day, categoryID: view.categoryID, views: 1 })
        .onConflict((oc) => oc.columns(["day", "categoryID"]).doUpdateSet(plusOne("pageViewDayCategories")))
        .execute();
    if (view.categoryID !== undefined)
      await trx
        .insertInto("pageViewMonthCategories")
        .values({ month, categoryID: view.categoryID, views: 1 })
        .onConflict((oc) => oc.columns(["month", "categoryID"]).doUpdateSet(plusOne("pageViewMonthCategories")))
        .execute();
  });
}
