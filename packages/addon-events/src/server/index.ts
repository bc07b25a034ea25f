// The server half of @quorum/addon-events (`@quorum/addon-events/server`): events in a category or
// a group, attendance, `.ics` downloads and demo events (issue 17 §2).
import { definePermission, defineServerAddon } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { MANAGE_PERMISSION } from "../shared/EVENT_PERMISSIONS";
import { EVENT_PLACEMENTS } from "./layouts/EVENT_PLACEMENTS";
import { upcomingEventsWidget } from "./layouts/upcomingEventsWidget";
import { m0001Events } from "./migrations/0001_events";
import { eventRoutes } from "./routes/eventRoutes";
import { seedEvents } from "./seed/seedEvents";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Events",
  description: "Events in categories and groups: times with time zones, attendance, a calendar and .ics downloads.",
  version,
  coreVersion: "^0.1.0",
  requires: { forum: "^0.1" },
  permissions: [
    definePermission(MANAGE_PERMISSION, {
      scope: "global",
      defaultRoles: ["moderator", "administrator"],
      description: "Edit and delete every event.",
    }),
  ],
  migrations: [m0001Events],
  routes: eventRoutes,
  widgets: [upcomingEventsWidget],
  placements: EVENT_PLACEMENTS,
  seed: seedEvents,
});

export type { Attendance, EventParentType, EventParticipant, QuorumEvent } from "../shared/Event";
export { MANAGE_PERMISSION } from "../shared/EVENT_PERMISSIONS";
