import { Link, t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { QuorumEvent } from "../../shared/Event";
import { eventWhen } from "../eventTimes";

/** Events as a list: name (a link to the event), when in the event's time zone, where, and who is going. */
export function EventList({ events, empty }: { events: readonly QuorumEvent[]; empty: string }): ReactNode {
  if (events.length === 0) return <p>{empty}</p>;
  return (
    <ul className={widgetStyles.list}>
      {events.map((event) => (
        <li key={event.eventID} className={widgetStyles.item}>
          <Link to={event.url}>{event.name}</Link>
          <br />
          <small>
            {eventWhen(event, event.timeZone)}
            {event.location ? ` · ${event.location}` : event.onlineUrl ? ` · ${t("Online")}` : ""}
            {" · "}
            {t("{count} going", { count: event.attendingYesCount })}
          </small>
        </li>
      ))}
    </ul>
  );
}
