/** One day's figure (`day` is a UTC date, `YYYY-MM-DD`). */
export interface DayCount {
  day: string;
  count: number;
}

/** A discussion or category among the most viewed of the range. */
export interface TopRecord {
  recordID: number;
  name: string;
  url: string;
  views: number;
}

/** `GET /analytics/summary`: the dashboard's figures for a range of UTC days, both ends included. */
export interface AnalyticsSummary {
  from: string;
  to: string;
  /** Every day of the range, in order, 0 where nothing happened. */
  views: DayCount[];
  discussions: DayCount[];
  comments: DayCount[];
  /** Signed-in members with a (not anonymised) view that day. */
  activeMembers: DayCount[];
  /** Signed-in members with a (not anonymised) view in the range, each counted once. */
  activeMembersTotal: number;
  topDiscussions: TopRecord[];
  topCategories: TopRecord[];
}

/** The privacy setting of spec §3: anonymise (1), do not (0), the site's default (-1). */
export type AnonymizeData = 1 | 0 | -1;
