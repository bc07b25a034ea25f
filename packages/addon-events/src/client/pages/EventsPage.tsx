import { Link, Pager, t, themeVars, useApiClient, useCurrentUser, useDocumentTitle, useQuery, useSearchParams, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { eventQueries } from "../eventQueries";
import { CalendarMonth } from "./CalendarMonth";
import { EventList } from "./EventList";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };
/** Events per page. */
const LIMIT = 20;

/**
 * `/events`: upcoming events (soonest first) or past ones (latest first), paged by `?page=`; or a
 * month's calendar (`?view=calendar&month=YYYY-MM`, this month by default).
 */
export default function EventsPage(): ReactNode {
  const api = useApiClient();
  const [search] = useSearchParams();
  const past = search.get("when") === "past";
  const calendar = search.get("view") === "calendar";
  const asked = search.get("month") ?? "";
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : new Date().toISOString().slice(0, 7);
  const page = Math.max(1, Number(search.get("page")) || 1);
  const signedIn = useCurrentUser().userID > 0;
  const list = useQuery({ ...eventQueries.list(api, { when: past ? "past" : "upcoming", page, limit: LIMIT }), enabled: !calendar });
  useDocumentTitle(t("Events"));
  const tab = (label: string, href: string, current: boolean) => (
    <Link to={href} aria-current={current ? "page" : undefined} style={{ fontWeight: current ? 700 : 400 }}>
      {label}
    </Link>
  );
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Events")}</h1>
      <nav aria-label={t("Events")} style={{ display: "flex", gap: 16, margin: "12px 0" }}>
        {tab(t("Upcoming Events"), "/events", !past && !calendar)}
        {tab(t("Past Events"), "/events?when=past", past && !calendar)}
        {tab(t("Calendar"), "/events?view=calendar", calendar)}
        {signedIn ? <Link to="/events/new">{t("New Event")}</Link> : null}
      </nav>
      {calendar ? <CalendarMonth month={month} /> : null}
      {!calendar && list.data ? (
        <>
          <EventList events={list.data.events} empty={past ? t("No past events.") : t("No upcoming events.")} />
          <Pager
            page={page}
            limit={LIMIT}
            total={list.data.paging?.total}
            hasMore={list.data.paging?.next !== undefined}
            hrefFor={(p) => `/events?${past ? "when=past&" : ""}page=${p}`}
          />
        </>
      ) : null}
    </div>
  );
}
