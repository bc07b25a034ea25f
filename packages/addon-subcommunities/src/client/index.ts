// The client half of Subcommunities: a small descriptor with no side effects. A section's address
// is any `/{folder}`, so the add-on declares it with a `match` function (which keeps the descriptor
// on every page while the add-on is on: a few hundred bytes); the switcher sits behind `load`.
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";
import { switcherWidget } from "../shared/widgets";
import { matchSectionRoute } from "./matchSectionRoute";

export default defineAddon({
  key: quorum.addon,
  layoutRoutes: [{ match: matchSectionRoute }],
  widgets: [switcherWidget.client(() => import("./widgets/SubcommunitySwitcher"), { staticForGuests: true })],
});
