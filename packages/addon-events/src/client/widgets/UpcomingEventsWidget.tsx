import { Link, t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { UpcomingEventsWidgetProps } from "../../shared/widgets";
import { eventWhen } from "../eventTimes";

/** The next few events as links with when they are (in each event's time zone), a link to all and, on a group's page, to add one. */
export default function UpcomingEventsWidget({ title, events, newEventUrl }: UpcomingEventsWidgetProps): ReactNode {
  const heading = title ?? t("Upcoming Events");
  return (
    <section className={widgetStyles.root} aria-label={heading}>
      <h2 className={widgetStyles.title}>{heading}</h2>
      {events.length === 0 ? (
        <p className={widgetStyles.empty}>{t("No upcoming events.")}</p>
      ) : (
        <ul className={widgetStyles.list}>
          {events.map((event) => (
            <li key={event.eventID} className={widgetStyles.item}>
              <Link to={event.url}>{event.name}</Link>
              <br />
              <small>{eventWhen(event, event.timeZone)}</small>
            </li>
          ))}
        </ul>
      )}
      {newEventUrl && <Link to={newEventUrl}>{t("New Event")}</Link>} <Link to="/events">{t("All Events")}</Link>
    </section>
  );
}
