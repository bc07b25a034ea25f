// The client half of Analytics: a small descriptor with no side effects. Its pages sit behind
// `load`; its tracker (`onNavigate`, a few hundred bytes) loads with the descriptor once a page's
// first load has hydrated, and sends that page's view and each in-app navigation's.
import { accountLinksPoint, defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";

export default defineAddon({
  key: quorum.addon,
  routes: [
    { path: "/dashboard/analytics", permission: "site.manage", load: () => import("./pages/AnalyticsPage") },
    // Every visitor's own choice: a member's through the API, a guest's in a cookie.
    { path: "/analytics/privacy", load: () => import("./privacy/PrivacyPage") },
  ],
  navItems: [{ id: "analytics", name: "Analytics", url: "/dashboard/analytics", permission: "site.manage", order: 990 }],
  // The privacy page in the My Account menu (plain data: the menu shows it without this code).
  extend: [accountLinksPoint.with({ label: "Analytics Privacy", to: "/analytics/privacy" })],
  onNavigate: () => import("./sendTick"),
});
