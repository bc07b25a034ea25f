import { forumLayouts } from "@quorum/forum/contract/server";
import { place, type Placement } from "@quorum/server";
import { upcomingEventsWidget } from "../../shared/widgets";

/**
 * The upcoming events in the home page's side column, after the forum's new-post menu
 * (docs/addons.md §6). Gone while Events is disabled.
 */
export const EVENT_PLACEMENTS: readonly Placement[] = [
  place({
    layout: forumLayouts.home,
    at: "secondary",
    id: "events.upcoming",
    widget: upcomingEventsWidget,
    props: { title: "Upcoming Events", limit: 5 },
    order: "after:forum.newPost",
  }),
];
