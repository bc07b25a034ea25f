import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventParticipant, QuorumEvent } from "../../shared/Event";
import events from "../index";

let t: ForumTestApp;
let general: number;
let staff: number;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const inDays = (days: number, hours = 0): string => new Date(Date.now() + days * DAY + hours * HOUR).toISOString();

// The real forum the add-on requires, seeded as a new site; the add-on starts disabled and a site
// manager enables it, as on a real site (its migration runs then, and on a demo site its seed).
beforeAll(async () => {
  t = await createForumTestApp({ addons: [events], disabled: ["events"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  general = await t.categoryID("general");
  staff = await t.categoryID("staff-lounge");
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/events", body: { enabled }, cookie: t.cookies.admin });
const base = (extra: Record<string, unknown> = {}) => ({
  name: "Board game night",
  body: "Bring a game.",
  format: "text",
  parentRecordType: "category",
  parentRecordID: general,
  dateStarts: inDays(3),
  dateEnds: inDays(3, 3),
  timeZone: "Europe/Paris",
  ...extra,
});
async function create(as: DemoUser, extra: Record<string, unknown> = {}): Promise<QuorumEvent> {
  const res = await t.call(as, { method: "POST", url: "/events", body: base(extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<QuorumEvent>();
}
const field = (res: { json<T>(): T }) => Object.keys(res.json<{ errors?: Record<string, unknown> }>().errors ?? {});
const names = (res: { json<T>(): T }) => res.json<QuorumEvent[]>().map((event) => event.name);

describe("events on a site", () => {
  it("answers 404 until a site manager enables it; enabled on a demo site it seeds upcoming and past events with answers", async () => {
    expect((await t.call("member", { url: "/events" })).statusCode).toBe(404);
    expect((await t.call("member", { method: "POST", url: "/events", body: base() })).statusCode).toBe(404);
    expect((await enable(true)).statusCode).toBe(200);
    const upcoming = await t.call("guest", { url: "/events" });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json<QuorumEvent[]>().map((event) => [event.name, event.attendingYesCount, event.attendingMaybeCount])).toEqual([
      ["Community meetup", 2, 1],
      ["Ask the team anything", 1, 0],
    ]);
    expect(names(await t.call("guest", { url: "/events", query: { when: "past" } }))).toEqual(["Spring cleanup day"]);
  });

  it("lets a member create an event in a category they may post in; guests get 403", async () => {
    const made = await create("alice", { location: "The library", onlineUrl: "https://meet.example.com/abc" });
    expect(made).toMatchObject({
      name: "Board game night",
      parentRecordType: "category",
      parentRecordID: general,
      categoryID: general,
      timeZone: "Europe/Paris",
      allDay: false,
      location: "The library",
      onlineUrl: "https://meet.example.com/abc",
      insertUser: { name: "alice" },
      url: `/events/${made.eventID}`,
      attendingYesCount: 0,
      attending: null,
      canEdit: true,
    });
    expect(made.body).toContain("Bring a game.");
    expect((await t.call("guest", { method: "POST", url: "/events", body: base() })).statusCode).toBe(403);
    // The staff category is not the member's: as missing, naming the field.
    const unseen = await t.call("member", { method: "POST", url: "/events", body: base({ parentRecordID: staff }) });
    expect(unseen.statusCode).toBe(422);
    expect(field(unseen)).toEqual(["parentRecordID"]);
  });

  it("answers bad input with 422 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, "name"],
      [{ name: "   " }, "name"],
      [{ dateEnds: inDays(2) }, "dateEnds"],
      [{ timeZone: "Mars/Olympus_Mons" }, "timeZone"],
      [{ timeZone: "not a zone" }, "timeZone"],
      [{ onlineUrl: "javascript:alert(1)" }, "onlineUrl"],
      [{ onlineUrl: "not a link" }, "onlineUrl"],
      [{ dateStarts: "tomorrow" }, "dateStarts"],
      [{ parentRecordType: "discussion" }, "parentRecordType"],
      [{ parentRecordID: 99999 }, "parentRecordID"],
    ];
    for (const [extra, name] of cases) {
      const res = await t.call("alice", { method: "POST", url: "/events", body: base(extra) });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json<{ status: number; message: string }>()).toMatchObject({ status: 422 });
      expect(field(res), name).toContain(name);
    }
    const made = await create("alice");
    const patched = await t.call("alice", { method: "PATCH", url: `/events/${made.eventID}`, body: { dateEnds: inDays(1) } });
    expect(patched.statusCode).toBe(422);
    expect(field(patched)).toEqual(["dateEnds"]);
    expect((await t.call("alice", { url: "/events/0" })).statusCode).toBe(422);
    expect((await t.call("alice", { url: "/events", query: { month: "2026-13" } })).statusCode).toBe(422);
    expect((await t.call("alice", { method: "PUT", url: `/events/${made.eventID}/participants`, body: { attending: "sure" } })).statusCode).toBe(422);
  });

  it("lets only its author or events.manage edit and delete an event", async () => {
    const made = await create("alice");
    for (const as of ["bob", "member"] as const) {
      expect((await t.call(as, { method: "PATCH", url: `/events/${made.eventID}`, body: { name: "Mine now" } })).statusCode).toBe(403);
      expect((await t.call(as, { method: "DELETE", url: `/events/${made.eventID}` })).statusCode).toBe(403);
    }
    expect((await t.call("guest", { method: "PATCH", url: `/events/${made.eventID}`, body: { name: "x" } })).statusCode).toBe(403);
    const renamed = await t.call("alice", { method: "PATCH", url: `/events/${made.eventID}`, body: { name: "Chess night", location: "Café" } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<QuorumEvent>()).toMatchObject({ name: "Chess night", location: "Café", timeZone: "Europe/Paris" });
    expect((await t.call("bob", { url: `/events/${made.eventID}` })).json<QuorumEvent>().canEdit).toBe(false);
    expect((await t.call("moderator", { url: `/events/${made.eventID}` })).json<QuorumEvent>().canEdit).toBe(true);
    expect((await t.call("moderator", { method: "PATCH", url: `/events/${made.eventID}`, body: { name: "Go night" } })).statusCode).toBe(200);
    expect((await t.call("moderator", { method: "DELETE", url: `/events/${made.eventID}` })).statusCode).toBe(204);
    expect((await t.call("alice", { url: `/events/${made.eventID}` })).statusCode).toBe(404);
  });

  it("records attendance yes / maybe / no with counts and who, signed-in members only", async () => {
    const made = await create("alice");
    expect((await t.call("guest", { method: "PUT", url: `/events/${made.eventID}/participants`, body: { attending: "yes" } })).statusCode).toBe(403);
    const yes = await t.call("bob", { method: "PUT", url: `/events/${made.eventID}/participants`, body: { attending: "yes" } });
    expect(yes.statusCode).toBe(200);
    expect(yes.json<QuorumEvent>()).toMatchObject({ attending: "yes", attendingYesCount: 1 });
    await t.call("member", { method: "PUT", url: `/events/${made.eventID}/participants`, body: { attending: "maybe" } });
    await t.call("moderator", { method: "PUT", url: `/events/${made.eventID}/participants`, body: { attending: "no" } });
    // Changing one's answer replaces it.
    await t.call("moderator", { method: "PUT", url: `/events/${made.eventID}/participants`, body: { attending: "yes" } });
    const seen = (await t.call("guest", { url: `/events/${made.eventID}` })).json<QuorumEvent>();
    expect(seen).toMatchObject({ attendingYesCount: 2, attendingMaybeCount: 1, attendingNoCount: 0, attending: null, canAttend: false });
    const going = await t.call("guest", { url: `/events/${made.eventID}/participants`, query: { attending: "yes" } });
    expect(going.json<EventParticipant[]>().map((p) => p.name)).toEqual(["bob", "moderator"]);
    expect(going.headers["x-app-page-result-count"]).toBe("2");
    expect((await t.call("bob", { method: "DELETE", url: `/events/${made.eventID}/participants` })).statusCode).toBe(204);
    expect((await t.call("bob", { url: `/events/${made.eventID}` })).json<QuorumEvent>()).toMatchObject({ attending: null, attendingYesCount: 1 });
  });

  it("lists upcoming and past events, paged, and a month's events", async () => {
    await create("alice", { name: "Past picnic", dateStarts: inDays(-10), dateEnds: inDays(-10, 2) });
    await create("alice", { name: "Soon social", dateStarts: inDays(1), dateEnds: inDays(1, 2) });
    await create("alice", { name: "Later lecture", dateStarts: inDays(40), dateEnds: inDays(40, 2) });
    const upcoming = names(await t.call("guest", { url: "/events", query: { limit: "100" } }));
    expect(upcoming).toContain("Soon social");
    expect(upcoming).not.toContain("Past picnic");
    expect(upcoming.indexOf("Soon social")).toBeLessThan(upcoming.indexOf("Later lecture"));
    expect(names(await t.call("guest", { url: "/events", query: { when: "past" } }))).toEqual(["Past picnic", "Spring cleanup day"]);
    const first = await t.call("guest", { url: "/events", query: { limit: "1" } });
    expect(first.json<QuorumEvent[]>()).toHaveLength(1);
    expect(first.headers.link).toContain("page=2");
    const month = inDays(40).slice(0, 7);
    expect(names(await t.call("guest", { url: "/events", query: { month } }))).toContain("Later lecture");
    expect(names(await t.call("guest", { url: "/events", query: { month } }))).not.toContain("Past picnic");
  });

  it("keeps an event in a category the viewer may not see missing everywhere (404, out of lists)", async () => {
    const hidden = await create("admin", { name: "Staff retreat", parentRecordID: staff });
    for (const as of ["guest", "member", "alice"] as const) {
      expect((await t.call(as, { url: `/events/${hidden.eventID}` })).statusCode).toBe(404);
      expect((await t.call(as, { url: `/events/${hidden.eventID}/participants` })).statusCode).toBe(404);
      expect((await t.call(as, { url: `/events/${hidden.eventID}/ics` })).statusCode).toBe(404);
      expect((await t.call(as, { method: "PATCH", url: `/events/${hidden.eventID}`, body: { name: "x" } })).statusCode).toBe(404);
      expect((await t.call(as, { method: "DELETE", url: `/events/${hidden.eventID}` })).statusCode).toBe(404);
      expect((await t.call(as, { method: "PUT", url: `/events/${hidden.eventID}/participants`, body: { attending: "yes" } })).statusCode).toBe(404);
      const queries: Record<string, string>[] = [{ limit: "100" }, { when: "all", limit: "100" }, { month: inDays(3).slice(0, 7) }];
      for (const query of queries) {
        expect(names(await t.call(as, { url: "/events", query }))).not.toContain("Staff retreat");
      }
      const byParent = await t.call(as, { url: "/events", query: { parentRecordType: "category", parentRecordID: String(staff) } });
      expect(byParent.json<QuorumEvent[]>()).toEqual([]);
      expect(byParent.headers["x-app-page-result-count"]).toBe("0");
    }
    expect((await t.call("moderator", { url: `/events/${hidden.eventID}` })).statusCode).toBe(200);
    expect(names(await t.call("admin", { url: "/events", query: { parentRecordType: "category", parentRecordID: String(staff) } }))).toEqual(["Staff retreat"]);
  });

  it("downloads a valid .ics: TZID times, escaped text, all-day DATE values", async () => {
    const made = await create("alice", {
      name: "Release party; v2, finally",
      body: "Line one\nLine two",
      dateStarts: "2031-07-14T17:30:00.000Z",
      dateEnds: "2031-07-14T20:00:00.000Z",
      timeZone: "Europe/Paris",
      location: "Hall A, floor 2",
    });
    const res = await t.call("guest", { url: `/events/${made.eventID}/ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.headers["content-disposition"]).toContain(`event-${made.eventID}.ics`);
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("BEGIN:VEVENT");
    // 17:30 UTC is 19:30 in Paris in July (CEST).
    expect(lines).toContain("DTSTART;TZID=Europe/Paris:20310714T193000");
    expect(lines).toContain("DTEND;TZID=Europe/Paris:20310714T220000");
    expect(lines).toContain("SUMMARY:Release party\\; v2\\, finally");
    expect(lines).toContain("DESCRIPTION:Line one\\nLine two");
    expect(lines).toContain("LOCATION:Hall A\\, floor 2");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const allDay = await create("alice", {
      name: "Conference",
      allDay: true,
      dateStarts: "2031-03-10T12:00:00.000Z",
      dateEnds: "2031-03-11T12:00:00.000Z",
      timeZone: "America/New_York",
    });
    // Stored as the midnights of its first and last days in New York (EDT is not yet in force).
    expect(allDay).toMatchObject({ dateStarts: "2031-03-10T04:00:00.000Z", dateEnds: "2031-03-11T04:00:00.000Z" });
    const ics = (await t.call("guest", { url: `/events/${allDay.eventID}/ics` })).body.split("\r\n");
    expect(ics).toContain("DTSTART;VALUE=DATE:20310310");
    expect(ics).toContain("DTEND;VALUE=DATE:20310312");
  });

  it("answers 404 again once disabled", async () => {
    const made = await create("alice");
    expect((await enable(false)).statusCode).toBe(200);
    expect((await t.call("guest", { url: `/events/${made.eventID}` })).statusCode).toBe(404);
    expect((await t.call("guest", { url: `/events/${made.eventID}/ics` })).statusCode).toBe(404);
    expect((await t.call("guest", { url: "/events" })).statusCode).toBe(404);
  });
});
