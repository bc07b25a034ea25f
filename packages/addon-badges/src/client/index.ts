// The client half of Badges: a small descriptor with no side effects. Pages and widgets sit behind
// `load`, so a browser downloads them only on a page that shows one, and nothing while the add-on is off.
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";
import { leaderboardWidget, profileBadgesWidget } from "../shared/widgets";

export default defineAddon({
  key: quorum.addon,
  routes: [
    { path: "/badges", load: () => import("./pages/BadgesPage") },
    { path: "/badges/manage", load: () => import("./pages/ManageBadgesPage"), permission: "badges.manage" },
    { path: "/badges/:badgeID", load: () => import("./pages/BadgePage") },
  ],
  navItems: [{ id: "badges", name: "Badges", url: "/badges", order: 110 }],
  widgets: [
    leaderboardWidget.client(() => import("./widgets/LeaderboardWidget"), { staticForGuests: true }),
    profileBadgesWidget.client(() => import("./widgets/ProfileBadgesWidget"), { staticForGuests: true }),
  ],
});
