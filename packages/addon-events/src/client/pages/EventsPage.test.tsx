import { guestBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { QuorumEvent } from "../../shared/Event";
import events from "../index";

const event = (eventID: number, name: string, dateStarts: string, dateEnds: string, extra: Partial<QuorumEvent> = {}): QuorumEvent => ({
  eventID,
  name,
  bodyRaw: "",
  format: "text",
  body: "",
  parentRecordType: "category",
  parentRecordID: 1,
  categoryID: 1,
  dateStarts,
  dateEnds,
  timeZone: "UTC",
  allDay: false,
  location: null,
  onlineUrl: null,
  insertUserID: 2,
  insertUser: { userID: 2, name: "alice" },
  dateInserted: "2031-01-01T10:00:00.000Z",
  dateUpdated: null,
  url: `/events/${eventID}`,
  attendingYesCount: 3,
  attendingMaybeCount: 0,
  attendingNoCount: 0,
  attending: null,
  canEdit: false,
  canAttend: false,
  ...extra,
});

describe("EventsPage", () => {
  it("lists upcoming events with when, where and how many are going, and asks past ones on the Past tab", async () => {
    const api = testApi({
      "GET /api/v2/events": (request) => ({
        status: 200,
        body:
          request.url.searchParams.get("when") === "past"
            ? []
            : [event(1, "Meetup", "2031-07-14T18:00:00.000Z", "2031-07-14T20:00:00.000Z", { location: "Hall" })],
        headers: { "x-app-page-result-count": "1" },
      }),
    });
    await renderRoute("/events", { addons: [events], apiClient: api.client, bootstrap: guestBootstrap() });
    expect(await screen.findByRole("link", { name: "Meetup" })).toBeTruthy();
    expect(screen.getByText(/Hall · 3 going/)).toBeTruthy();
    expect(api.requests.find((r) => r.path === "/api/v2/events")?.url.searchParams.get("when")).toBe("upcoming");
    expect(screen.queryByRole("link", { name: "New Event" })).toBeNull();
    await renderRoute("/events?when=past", { addons: [events], apiClient: api.client, bootstrap: guestBootstrap() });
    expect(await screen.findByText("No past events.")).toBeTruthy();
  });

  it("shows a month as a calendar: each day an event covers links to it, with the next and previous months", async () => {
    const api = testApi({
      "GET /api/v2/events": () => ({
        status: 200,
        body: [
          event(1, "Meetup", "2031-07-14T18:00:00.000Z", "2031-07-14T20:00:00.000Z"),
          // All day on the 20th and 21st in Paris (stored as the midnights there).
          event(2, "Festival", "2031-07-19T22:00:00.000Z", "2031-07-20T22:00:00.000Z", { allDay: true, timeZone: "Europe/Paris" }),
        ],
      }),
    });
    await renderRoute("/events?view=calendar&month=2031-07", { addons: [events], apiClient: api.client, bootstrap: guestBootstrap() });
    const table = await screen.findByRole("table", { name: "July 2031" });
    await within(table).findByRole("link", { name: "Meetup" });
    expect(api.requests.find((r) => r.path === "/api/v2/events")?.url.searchParams.get("month")).toBe("2031-07");
    const cellOf = (day: number) =>
      within(table)
        .getAllByRole("cell")
        .find((cell) => cell.firstElementChild?.textContent === String(day));
    expect(
      within(cellOf(14) as HTMLElement)
        .getByRole("link", { name: "Meetup" })
        .getAttribute("href"),
    ).toBe("/events/1");
    expect(within(cellOf(20) as HTMLElement).getByRole("link", { name: "Festival" })).toBeTruthy();
    expect(within(cellOf(21) as HTMLElement).getByRole("link", { name: "Festival" })).toBeTruthy();
    expect(within(cellOf(19) as HTMLElement).queryByRole("link")).toBeNull();
    // July 1st 2031 is a Tuesday: the first week starts with an empty Monday.
    expect(within(table).getAllByRole("row")[1]?.firstElementChild?.textContent).toBe("");
    expect(screen.getByRole("link", { name: "Next month" }).getAttribute("href")).toBe("/events?view=calendar&month=2031-08");
    expect(screen.getByRole("link", { name: "Previous month" }).getAttribute("href")).toBe("/events?view=calendar&month=2031-06");
  });
});
