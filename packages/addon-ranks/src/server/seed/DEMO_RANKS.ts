import type { RankLabelStyle } from "../../shared/Rank";

interface DemoRank {
  name: string;
  labelStyle: RankLabelStyle;
  posts: number | null;
  days: number | null;
  /** Role types (any of). */
  roleTypes: string[];
  links: boolean;
}

/** The demo's ladder, lowest first: newcomers post no links until they are regulars. */
export const DEMO_RANKS: DemoRank[] = [
  { name: "Newcomer", labelStyle: "plain", posts: 0, days: null, roleTypes: [], links: false },
  { name: "Regular", labelStyle: "primary", posts: 5, days: null, roleTypes: [], links: true },
  { name: "Veteran", labelStyle: "success", posts: 20, days: 30, roleTypes: [], links: true },
  { name: "Team", labelStyle: "danger", posts: null, days: null, roleTypes: ["moderator", "administrator"], links: true },
];
