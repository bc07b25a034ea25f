import type { ApiErrorBody, Tag } from "@quorum/api";
import { defineServerAddon } from "@quorum/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumDiscussion } from "../services/discussions/ForumDiscussion";
import { createForumTestApp, type ForumTestApp, type DemoUser } from "../testing/createForumTestApp";
import { forumHooks } from "../hooks/forumHooks";

// An enabled add-on registering post types, as Q&A does: the types a discussion may change to.
const postTypes = defineServerAddon({
  key: "fixture",
  name: "Fixture",
  description: "Post types.",
  version: "0.1.0",
  enabledByDefault: true,
  extend: [forumHooks.postType.with({ type: "question", name: "Question", initialStatusID: 1 })],
});

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp({ addons: [postTypes] });
});
afterAll(() => t?.close());

type Who = DemoUser | "guest";
const put = (who: Who, url: string, body: unknown) => t.call(who, { method: "PUT", url, body });
const get = async (who: Who, id: number) => (await t.call(who, { url: `/discussions/${id}` })).json<ForumDiscussion>();
const list = async (who: Who, query: Record<string, string> = {}) => {
  const response = await t.call(who, { url: "/discussions", query: { limit: "100", ...query } });
  expect(response.statusCode).toBe(200);
  return { discussions: response.json<ForumDiscussion[]>(), total: Number(response.headers["x-app-page-result-count"]) };
};
const names = (discussions: ForumDiscussion[]) => discussions.map((d) => d.name);
const row = (id: number) => t.forum.selectFrom("discussions").selectAll().where("discussionID", "=", id).executeTakeFirstOrThrow();
const audit = (id: number) =>
  t.forum.selectFrom("auditLog").selectAll().where("recordType", "=", "discussion").where("recordID", "=", id).orderBy("auditLogID").execute();
const flags = (who: string, id: number) =>
  t.forum
    .selectFrom("userDiscussion")
    .selectAll()
    .where("userID", "=", t.userIDs[who] ?? 0)
    .where("discussionID", "=", id)
    .executeTakeFirst();
const fieldOf = (body: ApiErrorBody) => Object.keys(body.errors ?? {});

describe("PUT /discussions/{id}/type", () => {
  it("changes the post type to one an enabled add-on registers, restarting its status, with an audit line", async () => {
    const id = await t.discussionID("What brought you here?");
    const response = await put("moderator", `/discussions/${id}/type`, { type: "question" });
    expect(response.statusCode).toBe(200);
    expect(response.json<ForumDiscussion>()).toMatchObject({ discussionID: id, type: "question", statusID: 1 });
    expect(await row(id)).toMatchObject({ type: "question", statusID: 1 });
    expect((await audit(id)).map((line) => [line.action, line.insertUserID, line.data])).toEqual([
      ["discussion.changeType", t.userIDs.moderator, { name: "What brought you here?", from: "discussion", to: "question" }],
    ]);

    const back = await put("moderator", `/discussions/${id}/type`, { type: "discussion" });
    expect(back.json<ForumDiscussion>()).toMatchObject({ type: "discussion", statusID: 0 });
    expect(await audit(id)).toHaveLength(2);
  });

  it("refuses members without edit rights and guests, changing nothing", async () => {
    const id = await t.discussionID("Favourite features so far");
    for (const who of ["member", "guest"] as const) {
      expect((await put(who, `/discussions/${id}/type`, { type: "question" })).statusCode).toBe(403);
    }
    expect((await row(id)).type).toBe("discussion");
    expect(await audit(id)).toEqual([]);
  });

  it("answers 422 on type for a type no enabled add-on offers, changing nothing", async () => {
    const id = await t.discussionID("Favourite features so far");
    for (const body of [{ type: "redirect" }, { type: "" }, {}]) {
      const response = await put("admin", `/discussions/${id}/type`, body);
      expect(response.statusCode).toBe(422);
      expect(fieldOf(response.json<ApiErrorBody>())).toEqual(["type"]);
    }
    expect((await row(id)).type).toBe("discussion");
    expect(await audit(id)).toEqual([]);
  });
});

describe("PUT /discussions/{id}/bookmark", () => {
  it("bookmarks for the viewer only: on the discussion, and in ?bookmarked=true", async () => {
    const id = await t.discussionID("Show us your desk");
    const response = await put("member", `/discussions/${id}/bookmark`, { bookmarked: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bookmarked: true });

    expect(await get("member", id)).toMatchObject({ bookmarked: true, muted: false, dismissed: false });
    expect((await get("alice", id)).bookmarked).toBe(false);
    expect(names((await list("member", { bookmarked: "true" })).discussions)).toEqual(["Show us your desk"]);
    const everyList = (await list("member")).discussions.find((d) => d.discussionID === id);
    expect(everyList).toMatchObject({ bookmarked: true, muted: false, dismissed: false });
    expect((await list("alice", { bookmarked: "true" })).discussions).toEqual([]);
    // Guests have no bookmarks, and no member flags on what they get.
    expect((await list("guest", { bookmarked: "true" })).discussions).toEqual([]);
    expect((await get("guest", id)).bookmarked).toBe(false);

    expect((await put("member", `/discussions/${id}/bookmark`, { bookmarked: false })).json()).toEqual({ bookmarked: false });
    expect((await list("member", { bookmarked: "true" })).discussions).toEqual([]);
  });

  it("refuses guests and discussions the viewer cannot see; 422 on bookmarked for bad input; nothing written", async () => {
    const id = await t.discussionID("Coffee or tea?");
    expect((await put("guest", `/discussions/${id}/bookmark`, { bookmarked: true })).statusCode).toBe(403);
    const hidden = await t.discussionID("Moderation notes for this week");
    expect((await put("member", `/discussions/${hidden}/bookmark`, { bookmarked: true })).statusCode).toBe(404);
    expect(await flags("member", hidden)).toBeUndefined();
    const bad = await put("member", `/discussions/${id}/bookmark`, { bookmarked: "yes please" });
    expect(bad.statusCode).toBe(422);
    expect(fieldOf(bad.json<ApiErrorBody>())).toEqual(["bookmarked"]);
    expect(await flags("member", id)).toBeUndefined();
    expect((await put("member", "/discussions/999999/bookmark", { bookmarked: true })).statusCode).toBe(404);
  });
});

describe("PUT /discussions/{id}/dismiss", () => {
  it("stops an announcement leading the viewer's lists: it sorts as any other discussion", async () => {
    const id = await t.discussionID("Welcome to the community!");
    expect((await list("member")).discussions[0]?.discussionID).toBe(id);

    const response = await put("member", `/discussions/${id}/dismiss`, { dismissed: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dismissed: true });
    expect(await get("member", id)).toMatchObject({ dismissed: true, pinned: true });

    const { discussions, total } = await list("member");
    expect(discussions[0]?.discussionID).not.toBe(id);
    const dates = discussions.map((d) => d.dateLastComment ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    expect(discussions.some((d) => d.discussionID === id)).toBe(true);
    expect(total).toBe((await list("alice")).total);
    // Paged in small pages it still comes exactly once.
    const paged: number[] = [];
    for (let page = 1; paged.length < discussions.length; page++) {
      paged.push(...(await list("member", { limit: "7", page: String(page) })).discussions.map((d) => d.discussionID));
    }
    expect(paged).toEqual(discussions.map((d) => d.discussionID));
    // Only for them.
    expect((await list("alice")).discussions[0]?.discussionID).toBe(id);
    expect((await list("guest")).discussions[0]?.discussionID).toBe(id);

    expect((await put("member", `/discussions/${id}/dismiss`, { dismissed: false })).json()).toEqual({ dismissed: false });
    expect((await list("member")).discussions[0]?.discussionID).toBe(id);
  });

  it("refuses guests; 422 on dismissed for bad input; nothing written", async () => {
    const id = await t.discussionID("Scheduled maintenance this Saturday");
    expect((await put("guest", `/discussions/${id}/dismiss`, { dismissed: true })).statusCode).toBe(403);
    const bad = await put("bob", `/discussions/${id}/dismiss`, { dismissed: "maybe" });
    expect(bad.statusCode).toBe(422);
    expect(fieldOf(bad.json<ApiErrorBody>())).toEqual(["dismissed"]);
    expect(await flags("bob", id)).toBeUndefined();
  });
});

describe("PUT /discussions/{id}/mute", () => {
  it("leaves a muted discussion out of the viewer's lists, unless they ask for ?muted=true", async () => {
    const id = await t.discussionID("Coffee or tea?");
    const offTopic = String(await t.categoryID("off-topic"));
    const before = await list("bob");
    const beforeInCategory = await list("bob", { categoryID: offTopic });

    const response = await put("bob", `/discussions/${id}/mute`, { muted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ muted: true });
    expect(await get("bob", id)).toMatchObject({ muted: true, bookmarked: false });

    const after = await list("bob");
    expect(names(after.discussions)).toEqual(names(before.discussions).filter((name) => name !== "Coffee or tea?"));
    expect(after.total).toBe(before.total - 1);
    const inCategory = await list("bob", { categoryID: offTopic });
    expect(names(inCategory.discussions)).toEqual(names(beforeInCategory.discussions).filter((name) => name !== "Coffee or tea?"));
    expect(inCategory.total).toBe(beforeInCategory.total - 1);
    // Past the last page the total still counts it out.
    const beyond = await t.call("bob", { url: "/discussions", query: { categoryID: offTopic, page: "50" } });
    expect(beyond.headers["x-app-page-result-count"]).toBe(String(inCategory.total));

    const muted = await list("bob", { muted: "true" });
    expect(names(muted.discussions)).toEqual(["Coffee or tea?"]);
    expect(muted.discussions[0]?.muted).toBe(true);
    expect(muted.total).toBe(1);
    // Asked for by id it is still there; others still see it.
    expect(names((await list("bob", { discussionID: String(id) })).discussions)).toEqual(["Coffee or tea?"]);
    expect(names((await list("alice")).discussions)).toContain("Coffee or tea?");
    expect((await list("guest", { muted: "true" })).discussions).toEqual([]);

    expect((await put("bob", `/discussions/${id}/mute`, { muted: false })).json()).toEqual({ muted: false });
    expect(names((await list("bob")).discussions)).toEqual(names(before.discussions));
    expect((await list("bob", { muted: "true" })).discussions).toEqual([]);
  });

  it("refuses guests; 422 on muted for bad input; nothing written", async () => {
    const id = await t.discussionID("Weekend plans thread");
    expect((await put("guest", `/discussions/${id}/mute`, { muted: true })).statusCode).toBe(403);
    const bad = await put("alice", `/discussions/${id}/mute`, { muted: "sometimes" });
    expect(bad.statusCode).toBe(422);
    expect(fieldOf(bad.json<ApiErrorBody>())).toEqual(["muted"]);
    expect(await flags("alice", id)).toBeUndefined();
  });
});

describe("PATCH /discussions/{id}/bump", () => {
  it("moves the discussion to the top of recent lists, with an audit line", async () => {
    const id = await t.discussionID("Weekend plans thread");
    const start = Date.now();
    const response = await t.call("moderator", { method: "PATCH", url: `/discussions/${id}/bump` });
    expect(response.statusCode).toBe(200);
    const bumped = response.json<ForumDiscussion>();
    expect(bumped.discussionID).toBe(id);
    expect(new Date(bumped.dateLastComment ?? 0).getTime()).toBeGreaterThanOrEqual(start - 1000);
    // First after the announcement.
    expect(names((await list("guest")).discussions).slice(0, 2)).toEqual(["Welcome to the community!", "Weekend plans thread"]);
    expect((await audit(id)).map((line) => line.action)).toEqual(["discussion.bump"]);
  });

  it("needs curation.manage: members get 403 and nothing changes; 404 and 422 for bad ids", async () => {
    const id = await t.discussionID("Markdown cheat sheet");
    const before = await row(id);
    expect((await t.call("member", { method: "PATCH", url: `/discussions/${id}/bump` })).statusCode).toBe(403);
    expect((await t.call("guest", { method: "PATCH", url: `/discussions/${id}/bump` })).statusCode).toBe(403);
    expect((await row(id)).dateLastComment).toEqual(before.dateLastComment);
    expect(await audit(id)).toEqual([]);
    expect((await t.call("moderator", { method: "PATCH", url: "/discussions/999999/bump" })).statusCode).toBe(404);
    expect((await t.call("moderator", { method: "PATCH", url: "/discussions/nope/bump" })).statusCode).toBe(422);
  });
});

describe("PUT /discussions/{id}/tags", () => {
  const tagID = async (name: string) => (await t.forum.selectFrom("tags").selectAll().where("name", "=", name).executeTakeFirstOrThrow()).tagID;
  const tagCount = async (name: string) => (await t.forum.selectFrom("tags").selectAll().where("name", "=", name).executeTakeFirstOrThrow()).countDiscussions;
  const postAsMember = async (tagIDs: number[]) => {
    const response = await t.call("member", {
      method: "POST",
      url: "/discussions",
      body: { name: `Tagged ${Math.random()}`, body: "Body", format: "text", categoryID: await t.categoryID("general"), tagIDs },
    });
    expect(response.statusCode).toBe(201);
    return response.json<ForumDiscussion>().discussionID;
  };

  it("lets the author replace the tags within the edit window, keeping tag counts right", async () => {
    const [welcome, bug, mobile] = [await tagID("Welcome"), await tagID("Bug"), await tagID("Mobile")];
    const id = await postAsMember([welcome, bug]);
    const counts = { welcome: await tagCount("Welcome"), bug: await tagCount("Bug"), mobile: await tagCount("Mobile") };

    const response = await put("member", `/discussions/${id}/tags`, { tagIDs: [mobile, bug, mobile] });
    expect(response.statusCode).toBe(200);
    expect(response.json<Tag[]>().map((tag) => tag.name)).toEqual(["Bug", "Mobile"]);
    expect(response.json<Tag[]>()[0]).toEqual({ tagID: bug, name: "Bug", urlcode: "bug", type: "User" });
    expect({ welcome: await tagCount("Welcome"), bug: await tagCount("Bug"), mobile: await tagCount("Mobile") }).toEqual({
      welcome: counts.welcome - 1,
      bug: counts.bug,
      mobile: counts.mobile + 1,
    });
    expect((await get("guest", id)).tags?.map((tag) => tag.name)).toEqual(["Bug", "Mobile"]);

    // A moderator may too (discussions.edit); an empty list removes them all.
    expect((await put("moderator", `/discussions/${id}/tags`, { tagIDs: [] })).json()).toEqual([]);
    expect(await tagCount("Mobile")).toBe(counts.mobile);
    expect(await tagCount("Bug")).toBe(counts.bug - 1);
  });

  it("refuses others, unknown tags (422 on tagIDs) and a site with tagging off (403), changing nothing", async () => {
    const welcome = await tagID("Welcome");
    const id = await postAsMember([welcome]);
    const count = await tagCount("Welcome");
    const tagsOf = async () => (await get("guest", id)).tags?.map((tag) => tag.tagID);

    expect((await put("alice", `/discussions/${id}/tags`, { tagIDs: [] })).statusCode).toBe(403);
    expect((await put("guest", `/discussions/${id}/tags`, { tagIDs: [] })).statusCode).toBe(403);
    for (const body of [{ tagIDs: [welcome, 999999] }, { tagIDs: "Welcome" }, { tagIDs: [0] }]) {
      const response = await put("member", `/discussions/${id}/tags`, body);
      expect(response.statusCode).toBe(422);
      expect(fieldOf(response.json<ApiErrorBody>())[0]).toMatch(/^tagIDs/);
    }
    await t.app.quorum.config.patch({ "tagging.enabled": false });
    try {
      expect((await put("member", `/discussions/${id}/tags`, { tagIDs: [] })).statusCode).toBe(403);
    } finally {
      await t.app.quorum.config.patch({ "tagging.enabled": true });
    }
    expect(await tagsOf()).toEqual([welcome]);
    expect(await tagCount("Welcome")).toBe(count);
  });
});
