// The client half of Events: a small descriptor with no side effects. Every page sits behind
// `load`, so a browser downloads one only when it opens it, and nothing while the add-on is off.
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";
import { upcomingEventsWidget } from "../shared/widgets";

export default defineAddon({
  key: quorum.addon,
  routes: [
    { path: "/events", load: () => import("./pages/EventsPage") },
    { path: "/events/new", load: () => import("./pages/EventFormPage") },
    { path: "/events/:eventID", load: () => import("./pages/EventPage") },
    { path: "/events/:eventID/edit", load: () => import("./pages/EventFormPage") },
  ],
  // Static for guests (links and text): their first load gains nothing from it.
  widgets: [upcomingEventsWidget.client(() => import("./widgets/UpcomingEventsWidget"), { staticForGuests: true })],
  navItems: [{ id: "events", name: "Events", url: "/events", order: 110 }],
});
