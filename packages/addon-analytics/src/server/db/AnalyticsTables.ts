import type { ForumTables } from "@quorum/forum/contract/server";
import type { CoreTables } from "@quorum/server";
import type { ColumnType, Generated, Kysely } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A UTC day; PostgreSQL's `date`, read as text (`YYYY-MM-DD`) so no time zone shifts it. */
type Day = ColumnType<string, string, string>;

/** The tables of migrations `0001_analytics`, `0002_monthly_rollups` and `0003_member_rollups`. */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
type AnalyticsTables = {
  /** Every view, as sent (spec §3 "Page-view event"); `userID` null for guests and anonymised views. */
  pageViews: {
    pageViewID: Generated<number>;
    dateInserted: Timestamp;
    userID: number | null;
    anonymized: boolean;
    url: string;
    pageName: string | null;
    discussionID: number | null;
    categoryID: number | null;
    siteSectionID: string | null;
    referrer: string | null;
    groupID: number | null;
    eventID: number | null;
  };
  /** Daily rollups, kept in the view's own transaction: the dashboard reads these, never `pageViews`. */
  /** `members`: the day's distinct members (its `pageViewDayMembers` rows), kept with them. */
  pageViewDays: { day: Day; views: number; members: Generated<number> };
  pageViewDayDiscussions: { day: Day; discussionID: number; views: number };
  pageViewDayCategories: { day: Day; categoryID: number; views: number };
  pageViewDayMembers: { day: Day; userID: number };
  /** Monthly rollups of the top lists (`month` is the month's first day), kept with the daily ones. */
  pageViewMonthDiscussions: { month: Day; discussionID: number; views: number };
  pageViewMonthCategories: { month: Day; categoryID: number; views: number };
  /** The members with a view in each month: a range's distinct members read whole months here. */
  pageViewMonthMembers: { month: Day; userID: number };
  /** A member's AnonymizeData; no row is -1 (the site's default). */
  analyticsPrivacy: { userID: number; anonymize: number };
};

export type AnalyticsDb = Kysely<CoreTables & ForumTables & AnalyticsTables>;

/** The site's handle typed with the forum's and this add-on's tables (types only; same connection). */
export function analyticsDb(db: Kysely<CoreTables>): AnalyticsDb {
  return db.withTables<ForumTables & AnalyticsTables>();
}
