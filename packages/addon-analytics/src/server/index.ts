// The server half of @quorum/addon-analytics (`@quorum/addon-analytics/server`): page views (sent
// by the browser to `POST /tick`, first loads and in-app navigations), the AnonymizeData privacy
// setting, daily and monthly rollups and the dashboard's summary (issue 17 §6).
import { defineServerAddon } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { ANALYTICS_SETTINGS } from "./ANALYTICS_SETTINGS";
import { m0001Analytics } from "./migrations/0001_analytics";
import { m0002MonthlyRollups } from "./migrations/0002_monthly_rollups";
import { m0003MemberRollups } from "./migrations/0003_member_rollups";
import { analyticsRoutes } from "./routes/analyticsRoutes";
import { seedAnalytics } from "./seed/seedAnalytics";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Analytics",
  description: "Counts page views and shows site managers a dashboard of views, new posts, active members and the most viewed discussions and categories.",
  version,
  coreVersion: "^0.1.0",
  requires: { forum: "^0.1" },
  migrations: [m0001Analytics, m0002MonthlyRollups, m0003MemberRollups],
  settings: ANALYTICS_SETTINGS,
  routes: analyticsRoutes,
  seed: seedAnalytics,
});

export type { AnalyticsSummary, AnonymizeData, DayCount, TopRecord } from "../shared/AnalyticsSummary";
