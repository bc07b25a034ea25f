// The client half of Analytics: a small descriptor with no side effects. Its page sits behind
// `load`; its tracker (`onNavigate`) loads with the descriptor on the visitor's first in-app
// navigation, so a page's first load carries none of its code (the server counts full loads).
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";

export default defineAddon({
  key: quorum.addon,
  routes: [
    { path: "/dashboard/analytics", permission: "site.manage", load: () => import("./pages/AnalyticsPage") },
    // Every visitor's own choice: a member's through the API, a guest's in a cookie.
    { path: "/analytics/privacy", load: () => import("./privacy/PrivacyPage") },
  ],
  navItems: [{ id: "analytics", name: "Analytics", url: "/dashboard/analytics", permission: "site.manage", order: 990 }],
  onNavigate: () => import("./sendTick"),
});
