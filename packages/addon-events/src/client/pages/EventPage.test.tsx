import { guestBootstrap, memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { EventParticipant, QuorumEvent } from "../../shared/Event";
import events from "../index";

const event = (extra: Partial<QuorumEvent> = {}): QuorumEvent => ({
  eventID: 4,
  name: "Board game night",
  bodyRaw: "Bring a game.",
  format: "text",
  body: "<p>Bring a game.</p>",
  parentRecordType: "category",
  parentRecordID: 1,
  categoryID: 1,
  dateStarts: "2031-07-14T17:30:00.000Z",
  dateEnds: "2031-07-14T20:00:00.000Z",
  timeZone: "Europe/Paris",
  allDay: false,
  location: "The library",
  onlineUrl: null,
  insertUserID: 2,
  insertUser: { userID: 2, name: "alice" },
  dateInserted: "2031-07-01T10:00:00.000Z",
  dateUpdated: null,
  url: "/events/4",
  attendingYesCount: 1,
  attendingMaybeCount: 0,
  attendingNoCount: 0,
  attending: null,
  canEdit: false,
  canAttend: true,
  ...extra,
});
const bob: EventParticipant = { userID: 3, name: "bob", attending: "yes", dateInserted: "2031-07-02T10:00:00.000Z" };

describe("EventPage", () => {
  it("shows the event in its time zone, the .ics link, who is going, and records the member's answer", async () => {
    // The server's state: the answer sticks, as it would.
    let current = event();
    const api = testApi({
      "GET /api/v2/events/4": () => ({ status: 200, body: current }),
      "GET /api/v2/events/4/participants": () => ({ status: 200, body: [bob] }),
      "PUT /api/v2/events/4/participants": () => {
        current = event({ attending: "maybe", attendingMaybeCount: 1 });
        return { status: 200, body: current };
      },
    });
    await renderRoute("/events/4", { addons: [events], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1, name: "Board game night" })).toBeTruthy();
    // 17:30 UTC is 7:30 PM in Paris in July.
    expect(screen.getByText(/July 14, 2031.*7:30.*10:00.PM \(Europe\/Paris\)/)).toBeTruthy();
    expect(screen.getByText("Bring a game.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add to Calendar (.ics)" }).getAttribute("href")).toBe("/api/v2/events/4/ics");
    expect(await screen.findByText("bob")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes (1)" }).getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Maybe (0)" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Maybe (1)" }).getAttribute("aria-pressed")).toBe("true"));
    const put = api.requests.find((r) => r.method === "PUT");
    expect(put?.body).toEqual({ attending: "maybe" });
  });

  it("shows guests the counts without buttons, and an event they may not see as missing", async () => {
    const api = testApi({
      "GET /api/v2/events/4": () => ({ status: 200, body: event({ canAttend: false }) }),
      "GET /api/v2/events/4/participants": () => ({ status: 200, body: [bob] }),
      "GET /api/v2/events/5": () => ({ status: 404, body: { message: "Event not found.", status: 404 } }),
    });
    await renderRoute("/events/4", { addons: [events], apiClient: api.client, bootstrap: guestBootstrap() });
    expect(await screen.findByText("Yes: 1 · Maybe: 0 · No: 0")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Yes/ })).toBeNull();
    await renderRoute("/events/5", { addons: [events], apiClient: api.client, bootstrap: guestBootstrap() });
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });
});
