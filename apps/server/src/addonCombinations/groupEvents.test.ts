import events from "@quorum/addon-events/server";
import groups from "@quorum/addon-groups/server";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Two add-ons together, as a site runs them: the site is where add-ons meet (an add-on's own
// tests never import another add-on). Events places a group's events on Groups' group page.

/** The part of the upcoming-events widget's props this test reads. */
interface UpcomingEventsWidgetProps {
  events: { name: string }[];
  newEventUrl?: string;
}

let t: ForumTestApp;
let privateGroup = 0;
let otherGroup = 0;
const DAY = 24 * 60 * 60 * 1000;

// The real forum, Groups and Events. Alice leads a private group and a public one; bob is in neither.
beforeAll(async () => {
  t = await createForumTestApp({ addons: [groups, events] });
  const made = async (name: string, privacy: string) =>
    (await t.call("alice", { method: "POST", url: "/groups", body: { name, privacy } })).json<{ groupID: number }>().groupID;
  privateGroup = await made("Night Riders", "private");
  otherGroup = await made("Day Trippers", "public");
});
afterAll(() => t?.close());

const eventIn = (as: DemoUser, groupID: number, name: string) => {
  const starts = new Date(Date.now() + 3 * DAY);
  return t.call(as, {
    method: "POST",
    url: "/events",
    body: {
      name,
      parentRecordType: "group",
      parentRecordID: groupID,
      dateStarts: starts.toISOString(),
      dateEnds: new Date(starts.getTime() + DAY / 12).toISOString(),
      timeZone: "UTC",
    },
  });
};

/** The upcoming-events widgets on a group's page (`/groups/{id}`) as this viewer gets them, or the status when the page is refused. */
async function groupPageEvents(as: DemoUser | "guest", groupID: number): Promise<UpcomingEventsWidgetProps[] | number> {
  const res = await t.call(as, {
    url: "/layouts/lookup-hydrate",
    query: { layoutViewType: "group", recordType: "group", recordID: String(groupID), "params[groupID]": String(groupID) },
  });
  if (res.statusCode !== 200) return res.statusCode;
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

describe("a group's events on its page", () => {
  it("posts an event into a group for its members only, making the group's category on first use", async () => {
    // No discussion was posted in the group yet: its category is made for the event.
    const posted = await eventIn("alice", privateGroup, "Moonlight ride");
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ name: "Moonlight ride", parentRecordType: "group", parentRecordID: privateGroup });
    // A non-member may not add one; a group no one knows of is a missing parent.
    expect((await eventIn("bob", otherGroup, "Gatecrash")).statusCode).toBe(403);
    expect((await eventIn("alice", 999_999, "Nowhere")).json()).toMatchObject({ status: 422, errors: { parentRecordID: [{ message: "Group not found." }] } });
  });

  it("lists only that group's upcoming events after its discussions, with 'New Event' for its members", async () => {
    expect((await eventIn("alice", otherGroup, "Picnic")).statusCode).toBe(201);
    const [own] = (await groupPageEvents("alice", privateGroup)) as UpcomingEventsWidgetProps[];
    expect(own?.events.map((event) => event.name)).toEqual(["Moonlight ride"]);
    expect(own?.newEventUrl).toBe(`/events/new?groupID=${privateGroup}`);
    const [other] = (await groupPageEvents("bob", otherGroup)) as UpcomingEventsWidgetProps[];
    expect(other?.events.map((event) => event.name)).toEqual(["Picnic"]);
    // Bob may read the public group but not post in it: no 'New Event'.
    expect(other?.newEventUrl).toBeUndefined();
  });

  it("shows a private group's events to no one outside it", async () => {
    const guestView = await groupPageEvents("guest", privateGroup);
    const bobView = await groupPageEvents("bob", privateGroup);
    for (const view of [guestView, bobView]) {
      if (typeof view === "number") expect(view).toBe(404);
      else expect(view.flatMap((widget) => widget.events.map((event) => event.name))).not.toContain("Moonlight ride");
    }
  });
});
