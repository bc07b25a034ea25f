import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UpcomingEventsWidgetProps } from "../../shared/widgets";
import events from "../index";

let t: ForumTestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createForumTestApp({ addons: [events], disabled: ["events"] });
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/events", body: { enabled }, cookie: t.cookies.admin });

/** The upcoming-events widgets' props on the home page as this viewer gets it. */
async function homeWidgets(as: "guest" | "member" | "admin"): Promise<UpcomingEventsWidgetProps[]> {
  const res = await t.call(as, { url: "/layouts/lookup-hydrate", query: { layoutViewType: "home" } });
  expect(res.statusCode).toBe(200);
  const found: UpcomingEventsWidgetProps[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record.$reactComponent === "UpcomingEventsWidget") found.push(record.$reactProps as UpcomingEventsWidgetProps);
    Object.values(record).forEach(walk);
  };
  walk(res.json());
  return found;
}

async function create(name: string, urlcode: string, inDays: number): Promise<void> {
  const starts = new Date(Date.now() + inDays * DAY);
  const res = await t.call("admin", {
    method: "POST",
    url: "/events",
    body: {
      name,
      parentRecordType: "category",
      parentRecordID: await t.categoryID(urlcode),
      dateStarts: starts.toISOString(),
      dateEnds: new Date(starts.getTime() + DAY / 12).toISOString(),
      timeZone: "UTC",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe("the upcoming-events widget", () => {
  it("is placed in the home page's side column while Events is enabled, listing the next events each viewer may see", async () => {
    expect(await homeWidgets("guest")).toEqual([]);
    expect((await enable(true)).statusCode).toBe(200);
    await create("Later", "general", 9);
    await create("Sooner", "general", 2);
    await create("Staff only", "staff-lounge", 1);
    await create("Over", "general", -3);
    const [guest] = await homeWidgets("guest");
    expect(guest?.title).toBe("Upcoming Events");
    expect(guest?.events.map((event) => [event.name, event.url.startsWith("/events/")])).toEqual([
      ["Sooner", true],
      ["Later", true],
    ]);
    expect((await homeWidgets("admin"))[0]?.events.map((event) => event.name)).toEqual(["Staff only", "Sooner", "Later"]);
    expect((await enable(false)).statusCode).toBe(200);
    expect(await homeWidgets("guest")).toEqual([]);
  });
});
