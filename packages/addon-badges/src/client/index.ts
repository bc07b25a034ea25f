// The client half of Badges: a small descriptor with no side effects. Pages and widgets sit behind
// `load`, so a browser downloads them only on a page that shows one, and nothing while the add-on is off.
import { defineAddon, defineSlot, slotItem, type UserCardDetailsProps } from "@quorum/core";
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
  // The user card opens on a click: its item (and this descriptor, on a page that had not loaded it)
  // loads then. Core's `coreSlots.userCardDetails`, named by its id: importing core's object would
  // put it in every page's first load (the descriptor shares the shell's chunk of core).
  slots: [slotItem(defineSlot<UserCardDetailsProps>("userCard.details"), { id: "badges.card", order: 50, load: () => import("./cards/UserCardBadges") })],
  widgets: [
    leaderboardWidget.client(() => import("./widgets/LeaderboardWidget"), { staticForGuests: true }),
    profileBadgesWidget.client(() => import("./widgets/ProfileBadgesWidget"), { staticForGuests: true }),
  ],
});
