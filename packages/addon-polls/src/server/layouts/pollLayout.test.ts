import type { Discussion, LayoutResponse, WidgetNode } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Poll } from "../../shared/Poll";
import type { PollWidgetProps } from "../../shared/widgets";
import { pollsDb } from "../db/PollsTables";
import polls from "../index";
import { forumLayouts } from "@quorum/forum/contract/server";
import { defineServerAddon, place } from "@quorum/server";
import { pollWidget } from "../../shared/widgets";

// A site's own add-on placing a poll on the home page (the widget for layouts: `{ discussionID, title }`).
let featured = 0;
const homePoll = defineServerAddon({
  key: "homepoll",
  name: "Home poll",
  description: "Places a poll on the home page.",
  version: "0.1.0",
  coreVersion: "^0.1.0",
  placements: [
    place({
      layout: forumLayouts.home,
      at: "secondary",
      id: "homepoll.poll",
      widget: pollWidget,
      // Read at each request: the test names the featured discussion once it exists.
      get props() {
        return { discussionID: featured, title: "This week's poll" };
      },
    }),
  ],
});

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp({ addons: [polls, homePoll] });
});
afterAll(() => t?.close());

const page = async (as: DemoUser | "guest", discussionID: number) => {
  const res = await t.call(as, { url: "/layouts/lookup-hydrate", query: { layoutViewType: "post", recordType: "discussion", recordID: String(discussionID) } });
  expect(res.statusCode).toBe(200);
  return res.json<LayoutResponse>();
};

/** Every node of a layout, depth-first through props holding nodes. */
function nodes(layout: readonly WidgetNode[]): WidgetNode[] {
  const isNode = (v: unknown): v is WidgetNode => typeof v === "object" && v !== null && "$reactComponent" in v;
  return layout.flatMap((node) => [
    node,
    ...nodes(Object.values(node.$reactProps).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []))),
  ]);
}
const pollProps = (layout: LayoutResponse) =>
  nodes(layout.layout).find((node) => node.$reactComponent === "PollWidget")?.$reactProps as PollWidgetProps | undefined;

/** A poll discussion without its poll (posted before polls took one request): posted plain, then retyped. */
async function pollDiscussion(as: DemoUser, categoryID: number): Promise<number> {
  const res = await t.call(as, {
    method: "POST",
    url: "/discussions",
    body: { name: `Poll by ${as}`, body: "Vote.", format: "text", categoryID },
  });
  expect(res.statusCode).toBe(201);
  const { discussionID } = res.json<Discussion>();
  await pollsDb(t.db).updateTable("discussions").set({ type: "poll" }).where("discussionID", "=", discussionID).execute();
  return discussionID;
}

describe("the poll page", () => {
  it("shows a poll discussion with the poll layout: the add-poll form to its author only, then the poll as each viewer may see it", async () => {
    const id = await pollDiscussion("alice", await t.categoryID("general"));
    const before = await page("alice", id);
    expect(before.layoutViewType).toBe("poll");
    expect(pollProps(before)).toMatchObject({ discussionID: id, canAddPoll: true, poll: null });
    expect(pollProps(await page("bob", id))).toMatchObject({ canAddPoll: false, poll: null });

    const created = await t.call("alice", { method: "POST", url: "/polls", body: { discussionID: id, name: "Which?", options: ["a", "b"] } });
    const poll = created.json<Poll>();
    await t.call("bob", { method: "PUT", url: `/polls/${poll.pollID}/votes`, body: { optionIDs: [poll.options[1]?.pollOptionID] } });
    const bobs = pollProps(await page("bob", id))?.poll;
    expect(bobs).toMatchObject({ pollID: poll.pollID, resultsVisible: true, myVote: [poll.options[1]?.pollOptionID], countVoters: 1 });
    const guests = pollProps(await page("guest", id))?.poll;
    expect(guests).toMatchObject({ pollID: poll.pollID, resultsVisible: false, countVoters: null, canVote: false });
  });

  it("keeps plain discussions on the discussion layout, with no poll", async () => {
    const res = await t.call("alice", {
      method: "POST",
      url: "/discussions",
      body: { name: "Plain", body: "x", format: "text", categoryID: await t.categoryID("general") },
    });
    const plain = await page("alice", res.json<Discussion>().discussionID);
    expect(plain.layoutViewType).toBe("discussion");
    expect(pollProps(plain)).toBeUndefined();
  });

  it("is a widget for any layout: placed with a discussionID it shows that poll, titled, to those who may see its discussion", async () => {
    const created = await t.call("alice", {
      method: "POST",
      url: "/polls",
      body: {
        discussion: { name: "Featured", body: "x", format: "text", categoryID: await t.categoryID("general") },
        name: "Tea or coffee?",
        options: ["Tea", "Coffee"],
      },
    });
    featured = created.json<Poll>().discussionID;
    const home = async (as: DemoUser | "guest") => {
      const res = await t.call(as, { url: "/layouts/lookup-hydrate", query: { layoutViewType: "home", recordType: "siteSection", recordID: "0" } });
      expect(res.statusCode).toBe(200);
      return pollProps(res.json<LayoutResponse>());
    };
    expect(await home("guest")).toMatchObject({ title: "This week's poll", discussionID: featured, poll: { name: "Tea or coffee?", resultsVisible: false } });
    // A poll in a category the viewer cannot see renders as none.
    const staff = await t.call("moderator", {
      method: "POST",
      url: "/polls",
      body: {
        discussion: { name: "Staff poll", body: "x", format: "text", categoryID: await t.categoryID("staff-lounge") },
        name: "Secret?",
        options: ["a", "b"],
      },
    });
    featured = staff.json<Poll>().discussionID;
    expect(await home("guest")).toMatchObject({ discussionID: featured, poll: null, canAddPoll: false });
    expect((await home("moderator"))?.poll?.name).toBe("Secret?");
  });
});
