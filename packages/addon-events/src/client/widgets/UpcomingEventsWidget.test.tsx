import { guestBootstrap, renderWidget } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import events from "../index";

describe("UpcomingEventsWidget", () => {
  it("lists the next events as links with when they are, and links to all events", async () => {
    await renderWidget(
      "UpcomingEventsWidget",
      {
        title: "Upcoming Events",
        events: [
          {
            eventID: 3,
            name: "Meetup",
            url: "/events/3",
            dateStarts: "2031-07-14T17:30:00.000Z",
            dateEnds: "2031-07-14T20:00:00.000Z",
            timeZone: "Europe/Paris",
            allDay: false,
          },
        ],
      },
      { addons: [events], bootstrap: guestBootstrap() },
    );
    const region = screen.getByRole("region", { name: "Upcoming Events" });
    expect(within(region).getByRole("link", { name: "Meetup" }).getAttribute("href")).toBe("/events/3");
    expect(within(region).getByText(/July 14, 2031.*7:30.*\(Europe\/Paris\)/)).toBeTruthy();
    expect(within(region).getByRole("link", { name: "All Events" }).getAttribute("href")).toBe("/events");
  });

  it("offers 'New Event' on a group's page when the server gives its address", async () => {
    await renderWidget("UpcomingEventsWidget", { events: [], newEventUrl: "/events/new?groupID=4" }, { addons: [events], bootstrap: guestBootstrap() });
    expect(screen.getByRole("link", { name: "New Event" }).getAttribute("href")).toBe("/events/new?groupID=4");
  });

  it("says so when there are none", async () => {
    await renderWidget("UpcomingEventsWidget", { events: [] }, { addons: [events], bootstrap: guestBootstrap() });
    expect(screen.getByText("No upcoming events.")).toBeTruthy();
  });
});
