// The client half of Ranks: the settings page (and its nav entry for site managers), behind `load`. Ranks beside names come from
// the server (the user fragment's `label`), so pages that show them load nothing of this add-on.
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";

export default defineAddon({
  key: quorum.addon,
  routes: [{ path: "/ranks/settings", permission: "ranks.manage", load: () => import("./pages/RankSettingsPage") }],
  // Site managers only: the way to the settings page.
  navItems: [{ id: "ranks", name: "Ranks", url: "/ranks/settings", permission: "ranks.manage", order: 120 }],
});
