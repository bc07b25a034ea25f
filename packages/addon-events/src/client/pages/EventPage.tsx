import { ErrorBoundary, Link, missingAs404, t, themeVars, useApiClient, useDocumentTitle, useParams, useSuspenseQuery, widgetStyles } from "@quorum/core";
import { useEffect, useState, type ReactNode } from "react";
import type { QuorumEvent } from "../../shared/Event";
import { eventQueries } from "../eventQueries";
import { eventWhen, viewerTimeZone } from "../eventTimes";
import { Attendance } from "./Attendance";
import { EventManage } from "./EventManage";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/**
 * `/events/{eventID}`: the event's name, when (in its time zone, and the viewer's when that
 * differs), where, its description, the .ics download, and attendance. An event the viewer may
 * not see is the API's 404, shown as a missing page.
 */
export default function EventPage(): ReactNode {
  const eventID = Number(useParams<"eventID">().eventID);
  return (
    <ErrorBoundary fallback={missingAs404("Event")}>
      <EventView eventID={eventID} />
    </ErrorBoundary>
  );
}

function EventView({ eventID }: { eventID: number }): ReactNode {
  const api = useApiClient();
  const { data: event } = useSuspenseQuery(eventQueries.one(api, eventID));
  useDocumentTitle(event.name);
  return (
    <article className={widgetStyles.root} style={frame} aria-labelledby="event-name">
      <p>
        <Link to="/events">{t("Events")}</Link>
      </p>
      <h1 id="event-name" className={widgetStyles.pageTitle}>
        {event.name}
      </h1>
      <EventWhen event={event} />
      {event.location ? (
        <p>
          {t("Location")}: {event.location}
        </p>
      ) : null}
      {event.onlineUrl ? (
        <p>
          {t("Online")}:{" "}
          <a href={event.onlineUrl} rel="noopener noreferrer nofollow" target="_blank">
            {event.onlineUrl}
          </a>
        </p>
      ) : null}
      <p>
        <small>{t("Created by {name}", { name: event.insertUser.name })}</small>
      </p>
      {/* Sanitized by the server (renderBody), as the forum's posts are. */}
      <div dangerouslySetInnerHTML={{ __html: event.body }} />
      <p>
        <a href={`/api/v2/events/${event.eventID}/ics`} download={`event-${event.eventID}.ics`}>
          {t("Add to Calendar (.ics)")}
        </a>
      </p>
      <Attendance event={event} />
      {event.canEdit ? <EventManage event={event} /> : null}
    </article>
  );
}

/** When, in the event's own time zone; then in the viewer's, once known (after hydration) and different. */
function EventWhen({ event }: { event: QuorumEvent }): ReactNode {
  const [mine, setMine] = useState<string | null>(null);
  useEffect(() => setMine(viewerTimeZone()), []);
  return (
    <>
      <p>{eventWhen(event, event.timeZone)}</p>
      {!event.allDay && mine && mine !== event.timeZone ? (
        <p>
          {t("Your time")}: {eventWhen(event, mine)}
        </p>
      ) : null}
    </>
  );
}
