import { Link, t, useApiClient, useQuery } from "@quorum/core";
import type { ReactNode } from "react";
import type { QuorumEvent } from "../../shared/Event";
import { wallDate, wallTime } from "../../shared/zonedTime";
import { eventQueries } from "../eventQueries";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const cell = { border: "1px solid currentColor", verticalAlign: "top", padding: 4, width: "14.28%", height: 72 } as const;

/** "2031-07" moved by some months. */
function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** Each day an event covers, in its own time zone (YYYY-MM-DD). */
function daysOf(event: QuorumEvent): string[] {
  const first = wallDate(wallTime(new Date(event.dateStarts), event.timeZone));
  const last = wallDate(wallTime(new Date(event.dateEnds), event.timeZone));
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); day.toISOString().slice(0, 10) <= last && days.length < 62; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * A month as a table of weeks (Monday first): each day lists its events as links (in tab order,
 * so the calendar is walked with the keyboard), with Previous and Next month links around it.
 */
export function CalendarMonth({ month }: { month: string }): ReactNode {
  const api = useApiClient();
  const list = useQuery(eventQueries.list(api, { month, limit: 100 }));
  const byDay = new Map<string, QuorumEvent[]>();
  for (const event of list.data?.events ?? []) for (const day of daysOf(event)) byDay.set(day, [...(byDay.get(day) ?? []), event]);
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, mon - 1, 1));
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const title = new Intl.DateTimeFormat("en", { timeZone: "UTC", month: "long", year: "numeric" }).format(first);
  return (
    <section aria-label={t("Calendar")}>
      <p style={{ display: "flex", gap: 16 }}>
        <Link to={`/events?view=calendar&month=${shiftMonth(month, -1)}`}>{t("Previous month")}</Link>
        <Link to={`/events?view=calendar&month=${shiftMonth(month, 1)}`}>{t("Next month")}</Link>
      </p>
      <table style={{ borderCollapse: "collapse", width: "100%", tableLayout: "fixed" }}>
        <caption style={{ fontWeight: 700, textAlign: "left", padding: "8px 0" }}>{title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {t(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td key={day ?? `empty-${column}`} style={cell}>
                  {day ? (
                    <>
                      <div>{Number(day.slice(8))}</div>
                      {(byDay.get(day) ?? []).map((event) => (
                        <div key={event.eventID}>
                          <Link to={event.url}>{event.name}</Link>
                        </div>
                      ))}
                    </>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
