import type { Notification } from "@quorum/api";
import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuorumEvent } from "../../shared/Event";
import { eventsDb } from "../db/EventsTables";
import events from "../index";
import { EventReminders } from "./EventReminders";
import { REMINDER_LEAD_MS, remindDueEvents } from "./remindDueEvents";

let t: ForumTestApp;
let general: number;
let staff: number;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  t = await createForumTestApp({ addons: [events], disabled: ["events"] });
  general = await t.categoryID("general");
  staff = await t.categoryID("staff-lounge");
  await api(t.app, { method: "PATCH", url: "/addons/events", body: { enabled: true }, cookie: t.cookies.admin });
});
afterAll(() => t?.close());

async function create(startsIn: number, categoryID = general, as: "alice" | "admin" = "alice"): Promise<QuorumEvent> {
  const starts = new Date(Date.now() + startsIn);
  const res = await t.call(as, {
    method: "POST",
    url: "/events",
    body: {
      name: `Event in ${Math.round(startsIn / MINUTE)} minutes`,
      parentRecordType: "category",
      parentRecordID: categoryID,
      dateStarts: starts.toISOString(),
      dateEnds: new Date(starts.getTime() + 60 * MINUTE).toISOString(),
      timeZone: "UTC",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<QuorumEvent>();
}
const answer = (as: "bob" | "member" | "moderator", eventID: number, attending: string) =>
  t.call(as, { method: "PUT", url: `/events/${eventID}/participants`, body: { attending } });
const reminders = async (as: "bob" | "member" | "moderator" | "alice") => {
  await t.app.quorum.notifications.worker.idle();
  return (await t.call(as, { url: "/notifications" })).json<Notification[]>().filter((n) => n.activityType === "EventReminder");
};

describe("event reminders", () => {
  it("reminds Yes and Maybe attendees once, a set time before the start, on a controlled clock", async () => {
    const event = await create(3 * 60 * MINUTE);
    await answer("bob", event.eventID, "yes");
    await answer("member", event.eventID, "maybe");
    await answer("moderator", event.eventID, "no");
    const now = Date.now();
    // Two hours and a minute before the start: not yet due.
    expect(await remindDueEvents(t.app.quorum, new Date(now + 3 * 60 * MINUTE - REMINDER_LEAD_MS - MINUTE))).toBe(0);
    expect(await reminders("bob")).toEqual([]);
    // Within the lead time: due, once.
    const due = new Date(now + 3 * 60 * MINUTE - REMINDER_LEAD_MS + MINUTE);
    expect(await remindDueEvents(t.app.quorum, due)).toBe(1);
    expect(await remindDueEvents(t.app.quorum, due)).toBe(0);
    const bobs = await reminders("bob");
    expect(bobs.map((n) => [n.body, n.url, n.recordType, n.recordID])).toEqual([
      [`<b>${event.name}</b> starts soon`, `/events/${event.eventID}`, "event", event.eventID],
    ]);
    expect(await reminders("member")).toHaveLength(1);
    expect(await reminders("moderator")).toEqual([]);
    expect(await reminders("alice")).toEqual([]);
  });

  it("never reminds late, and reminds again when the start moves", async () => {
    const event = await create(3 * 60 * MINUTE);
    await answer("bob", event.eventID, "yes");
    const starts = new Date(event.dateStarts).getTime();
    // The clock after the start: nothing is sent for an event under way.
    expect(await remindDueEvents(t.app.quorum, new Date(starts + MINUTE))).toBe(0);
    expect(await remindDueEvents(t.app.quorum, new Date(starts - 30 * MINUTE))).toBe(1);
    const later = new Date(starts + 3 * 60 * MINUTE);
    await t.call("alice", {
      method: "PATCH",
      url: `/events/${event.eventID}`,
      body: { dateStarts: later.toISOString(), dateEnds: new Date(later.getTime() + 60 * MINUTE).toISOString() },
    });
    expect(await remindDueEvents(t.app.quorum, new Date(starts - 30 * MINUTE))).toBe(0);
    expect(await remindDueEvents(t.app.quorum, new Date(later.getTime() - 30 * MINUTE))).toBe(1);
  });

  it("sends a reminder only to attendees who still see the event", async () => {
    const hidden = await create(3 * 60 * MINUTE, staff, "admin");
    await answer("moderator", hidden.eventID, "yes");
    // An answer left by a member who cannot see the Staff Lounge (written directly: the API refuses it).
    await eventsDb(t.db)
      .insertInto("eventAttendees")
      .values({ eventID: hidden.eventID, userID: t.userIDs.member ?? 0, attending: "yes" })
      .execute();
    expect(await remindDueEvents(t.app.quorum, new Date(new Date(hidden.dateStarts).getTime() - 30 * MINUTE))).toBe(1);
    expect((await reminders("moderator")).map((n) => n.recordID)).toContain(hidden.eventID);
    expect((await reminders("member")).map((n) => n.recordID)).not.toContain(hidden.eventID);
  });

  it("runs on the clock it is given: start() sends what is due then", async () => {
    const event = await create(3 * 60 * MINUTE);
    await answer("bob", event.eventID, "yes");
    const scheduler = new EventReminders(t.app.quorum, () => new Date(new Date(event.dateStarts).getTime() - 30 * MINUTE));
    await scheduler.start();
    await scheduler.stop();
    expect((await reminders("bob")).map((n) => n.recordID)).toContain(event.eventID);
  });
});
