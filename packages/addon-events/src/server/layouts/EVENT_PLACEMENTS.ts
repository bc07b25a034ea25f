import { forumLayouts } from "@quorum/forum/contract/server";
import { defineLayout, place, type Placement } from "@quorum/server";
import { upcomingEventsWidget } from "../../shared/widgets";

/**
 * Groups' page layout (its `groupLayouts.group`), named here by its id rather than imported, so
 * Events needs Groups neither installed nor on: while Groups is off there is no such page and this
 * placement shows nowhere.
 */
const groupPage = defineLayout("group", ["main", "secondary"]);

/**
 * The upcoming events in the home page's side column, after the forum's new-post menu, and a
 * group's upcoming events on its page, after its discussions (docs/addons.md §6). Gone while
 * Events is disabled.
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
  place({
    layout: groupPage,
    at: "main",
    id: "events.group",
    widget: upcomingEventsWidget,
    props: { title: "Upcoming Events", limit: 5, group: true },
    order: "after:groups.discussions",
  }),
];
