import { defineWidget } from "@quorum/api";
import type { QuorumEvent } from "./Event";

/** An event as the upcoming-events widget lists it. */
type EventSummary = Pick<QuorumEvent, "eventID" | "name" | "url" | "dateStarts" | "dateEnds" | "timeZone" | "allDay">;

export interface UpcomingEventsWidgetProps {
  title?: string;
  /** The next events the viewer may see, soonest first. */
  events: EventSummary[];
  /** On a group's page: where a member adds an event to the group ('New Event'), when they may. */
  newEventUrl?: string;
}

/** `react.events.upcoming` -> UpcomingEventsWidget: the next few events, placed in the home page's side column. */
export const upcomingEventsWidget = defineWidget<UpcomingEventsWidgetProps>({ id: "react.events.upcoming", component: "UpcomingEventsWidget" });
