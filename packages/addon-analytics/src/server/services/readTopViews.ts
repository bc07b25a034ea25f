import type { AnalyticsDb } from "../db/AnalyticsTables";
import { sql } from "kysely";
import type { SumPlan } from "./planSums";

export interface TopDiscussionRow {
  recordID: number;
  name: string;
  categoryID: number;
  views: number;
}

export interface TopCategoryRow {
  recordID: number;
  name: string;
  urlcode: string;
  views: number;
}

/**
 * The most viewed discussions and categories of a range, `candidates` of each, most viewed first
 * (ties by id), only records that still exist and were viewed in the range. Sums the monthly
 * rollups' months, the daily rollups' other days and minus the days of those months outside the
 * range (`plan`) per record first, then joins the sums to their records.
 */
export async function readTopViews(
  db: AnalyticsDb,
  plan: SumPlan,
  candidates: number,
): Promise<{ discussions: TopDiscussionRow[]; categories: TopCategoryRow[] }> {
  const discussionParts = [
    ...(plan.months
      ? [
          db
            .selectFrom("pageViewMonthDiscussions")
            .select(["discussionID as recordID", "views"])
            .where("month", ">=", plan.months.from)
            .where("month", "<=", plan.months.to),
        ]
      : []),
    ...plan.days.map((days) =>
      db.selectFrom("pageViewDayDiscussions").select(["discussionID as recordID", "views"]).where("day", ">=", days.from).where("day", "<=", days.to),
    ),
    ...plan.minus.map((days) =>
      db
        .selectFrom("pageViewDayDiscussions")
        .select(["discussionID as recordID", sql<number>`-"views"`.as("views")])
        .where("day", ">=", days.from)
        .where("day", "<=", days.to),
    ),
  ];
  const categoryParts = [
    ...(plan.months
      ? [
          db
            .selectFrom("pageViewMonthCategories")
            .select(["categoryID as recordID", "views"])
            .where("month", ">=", plan.months.from)
            .where("month", "<=", plan.months.to),
        ]
      : []),
    ...plan.days.map((days) =>
      db.selectFrom("pageViewDayCategories").select(["categoryID as recordID", "views"]).where("day", ">=", days.from).where("day", "<=", days.to),
    ),
    ...plan.minus.map((days) =>
      db
        .selectFrom("pageViewDayCategories")
        .select(["categoryID as recordID", sql<number>`-"views"`.as("views")])
        .where("day", ">=", days.from)
        .where("day", "<=", days.to),
    ),
  ];
  const [firstDiscussions, ...moreDiscussions] = discussionParts;
  const [firstCategories, ...moreCategories] = categoryParts;
  // A plan always has a part (a range has a day); an empty one reads nothing.
  if (!firstDiscussions || !firstCategories) return { discussions: [], categories: [] };
  const discussionRows = moreDiscussions.reduce((union, part) => union.unionAll(part), firstDiscussions);
  const categoryRows = moreCategories.reduce((union, part) => union.unionAll(part), firstCategories);
  const [discussions, categories] = await Promise.all([
    db
      .selectFrom(
        db
          .selectFrom(discussionRows.as("r"))
          .select(["r.recordID", (eb) => eb.fn.sum<string>("r.views").as("views")])
          .groupBy("r.recordID")
          // A record viewed only on the days subtracted sums to 0: it was not viewed in the range.
          .having((eb) => eb.fn.sum("r.views"), ">", 0)
          .as("v"),
      )
      .innerJoin("discussions as d", "d.discussionID", "v.recordID")
      .select(["v.recordID", "d.name", "d.categoryID", "v.views"])
      .orderBy("v.views", "desc")
      .orderBy("v.recordID")
      .limit(candidates)
      .execute(),
    db
      .selectFrom(
        db
          .selectFrom(categoryRows.as("r"))
          .select(["r.recordID", (eb) => eb.fn.sum<string>("r.views").as("views")])
          .groupBy("r.recordID")
          // A record viewed only on the days subtracted sums to 0: it was not viewed in the range.
          .having((eb) => eb.fn.sum("r.views"), ">", 0)
          .as("v"),
      )
      .innerJoin("categories as c", "c.categoryID", "v.recordID")
      .select(["v.recordID", "c.name", "c.urlcode", "v.views"])
      .orderBy("v.views", "desc")
      .orderBy("v.recordID")
      .limit(candidates)
      .execute(),
  ]);
  return {
    discussions: discussions.map((row) => ({ ...row, views: Number(row.views) })),
    categories: categories.map((row) => ({ ...row, views: Number(row.views) })),
  };
}
