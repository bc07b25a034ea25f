import type { Discussion, LayoutResponse, Notification, WidgetNode } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IdeaAttributes, IdeaCategorySettings, IdeaStatus } from "../../shared/IdeaAttributes";
import ideation from "../index";

let t: ForumTestApp;
let ideas: number;
let general: number;
let lounge: number;

// The real forum the add-on requires, seeded as a new site; the add-on starts disabled and a site
// manager enables it, as on a real site (its migration runs then, and on a demo site its seed).
beforeAll(async () => {
  t = await createForumTestApp({ addons: [ideation], disabled: ["ideation"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  general = await t.categoryID("general");
  lounge = await t.categoryID("staff-lounge");
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/ideation", body: { enabled }, cookie: t.cookies.admin });
const post = async (as: DemoUser, categoryID: number, name: string, type?: string) =>
  t.call(as, { method: "POST", url: "/discussions", body: { name, body: `${name} body`, format: "text", categoryID, ...(type ? { type } : {}) } });
const postIdea = async (as: DemoUser, categoryID: number, name: string): Promise<Discussion> => {
  const res = await post(as, categoryID, name);
  expect(res.statusCode).toBe(201);
  return res.json<Discussion>();
};
const ideaOf = (discussion: Discussion): IdeaAttributes => (discussion.attributes as { idea: IdeaAttributes }).idea;
const vote = (as: DemoUser | "guest", id: number, value: "up" | "down" | null) =>
  value === null
    ? t.call(as, { method: "DELETE", url: `/discussions/${id}/idea-vote` })
    : t.call(as, { method: "PUT", url: `/discussions/${id}/idea-vote`, body: { vote: value } });
const setStatus = (as: DemoUser | "guest", id: number, body: Record<string, unknown>) =>
  t.call(as, { method: "PATCH", url: `/discussions/${id}/idea-status`, body });
const statuses = async (): Promise<IdeaStatus[]> => (await t.call("guest", { url: "/ideation/statuses" })).json<IdeaStatus[]>();
const statusID = async (name: string): Promise<number> => (await statuses()).find((s) => s.name === name)?.statusID ?? 0;

/** The first widget node of this component in a layout, depth-first through props holding nodes. */
function findNode(nodes: readonly WidgetNode[], component: string): WidgetNode | undefined {
  for (const node of nodes) {
    if (node.$reactComponent === component) return node;
    for (const value of Object.values(node.$reactProps)) {
      const found = Array.isArray(value)
        ? findNode(
            value.filter((v): v is WidgetNode => typeof v === "object" && v !== null && "$reactComponent" in v),
            component,
          )
        : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

describe("ideation on a site", () => {
  it("answers 404 until a site manager enables it; enabled on a demo site it seeds an Ideas category with voted ideas", async () => {
    expect((await t.call("member", { url: "/ideation/statuses" })).statusCode).toBe(404);
    expect((await t.call("admin", { method: "PATCH", url: `/categories/${general}/ideation`, body: { enabled: true } })).statusCode).toBe(404);
    // While off, the forum refuses the idea post type.
    expect((await post("member", general, "Too early", "idea")).statusCode).toBe(422);
    expect((await enable(true)).statusCode).toBe(200);
    expect((await statuses()).map((s) => [s.name, s.state, s.isDefault])).toEqual([
      ["Active", "open", true],
      ["In Review", "open", false],
      ["Planned", "open", false],
      ["In Progress", "open", false],
      ["Completed", "closed", false],
      ["Declined", "closed", false],
    ]);
    ideas = await t.categoryID("ideas");
    const list = (await t.call("guest", { url: "/discussions", query: { categoryID: String(ideas), sort: "-score" } })).json<Discussion[]>();
    expect(list.map((d) => [d.name, d.type, ideaOf(d).score, ideaOf(d).status?.name])).toEqual([
      ["Dark mode for the forum", "idea", 3, "Planned"],
      ["Weekly digest of the best discussions", "idea", 0, "Active"],
      ["Let members pin their own drafts", "idea", -2, "Declined"],
    ]);
    expect(ideaOf(list[0] as Discussion).statusNotes).toBe("We like this one: it is on the roadmap for the next release.");
    expect((await t.call("guest", { url: "/ideation/categories" })).json<IdeaCategorySettings[]>()).toEqual([
      { categoryID: ideas, enabled: true, allowDownVotes: true },
    ]);
  });

  it("offers the idea post type in the new-post menu of idea categories only (the forum's allowedDiscussionTypes)", async () => {
    const menuTypes = async (query: Record<string, string>) => {
      const response = await t.call("member", { url: "/layouts/lookup-hydrate", query });
      expect(response.statusCode).toBe(200);
      const find = (nodes: readonly WidgetNode[]): WidgetNode | undefined => {
        for (const node of nodes) {
          if (node.$reactComponent === "NewPostMenu") return node;
          for (const value of Object.values(node.$reactProps)) {
            const found = Array.isArray(value)
              ? find(value.filter((v): v is WidgetNode => typeof v === "object" && v !== null && "$reactComponent" in v))
              : undefined;
            if (found) return found;
          }
        }
        return undefined;
      };
      return find(response.json<LayoutResponse>().layout)?.$reactProps.allowedDiscussionTypes;
    };
    const categoryPage = (id: number) => ({ layoutViewType: "categoryList", recordType: "category", recordID: String(id) });
    expect(await menuTypes(categoryPage(ideas))).toEqual(["discussion", "idea"]);
    expect(await menuTypes(categoryPage(general))).toEqual(["discussion"]);
    expect(await menuTypes({ layoutViewType: "home", recordType: "siteSection", recordID: "0" })).toEqual(["discussion"]);
  });

  it("says in the post form which of its categories take ideas, so its chooser offers 'New Idea' there only", async () => {
    const response = await t.call("member", {
      url: "/layouts/lookup-hydrate",
      query: { layoutViewType: "createPost", recordType: "category", recordID: "0", "params[parentRecordType]": "category", "params[postType]": "discussion" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const form = findNode(response.json<LayoutResponse>().layout, "CreatePostFormAsset");
    const choices = (form?.$reactProps.categories ?? []) as { categoryID: number; allowedDiscussionTypes?: string[] }[];
    expect(choices.find((choice) => choice.categoryID === ideas)?.allowedDiscussionTypes).toEqual(["discussion", "idea"]);
    expect(choices.find((choice) => choice.categoryID === general)?.allowedDiscussionTypes).toEqual(["discussion"]);
  });

  it("lets site managers alone make a category an idea category; bad input names the field; hidden categories are missing", async () => {
    const patch = (as: DemoUser, id: number, body: unknown) => t.call(as, { method: "PATCH", url: `/categories/${id}/ideation`, body });
    expect((await patch("moderator", general, { enabled: true })).statusCode).toBe(403);
    expect((await patch("member", general, { enabled: true })).statusCode).toBe(403);
    expect((await t.call("guest", { method: "PATCH", url: `/categories/${general}/ideation`, body: { enabled: true } })).statusCode).toBe(403);
    const bad = await patch("admin", general, { enabled: "yes" });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("enabled");
    expect((await patch("admin", general, {})).statusCode).toBe(422);
    expect((await patch("admin", 999999, { enabled: true })).statusCode).toBe(404);
    expect((await t.call("member", { url: `/categories/${lounge}/ideation` })).statusCode).toBe(404);
    expect((await t.call("admin", { url: `/categories/${lounge}/ideation` })).json<IdeaCategorySettings>().enabled).toBe(false);
    expect((await t.call("member", { url: `/categories/${general}/ideation` })).json<IdeaCategorySettings>()).toEqual({
      categoryID: general,
      enabled: false,
      allowDownVotes: false,
    });
    // An idea cannot be posted outside an idea category.
    const refused = await post("member", general, "Not here", "idea");
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain("type");
    // In an idea category a discussion becomes an idea with the default status.
    expect((await patch("admin", lounge, { enabled: true })).json<IdeaCategorySettings>()).toEqual({
      categoryID: lounge,
      enabled: true,
      allowDownVotes: false,
    });
    const idea = await postIdea("moderator", lounge, "Staff-only idea");
    expect(idea.type).toBe("idea");
    expect(ideaOf(idea)).toMatchObject({ status: { name: "Active", state: "open" }, score: 0, vote: null, allowDownVotes: false, canVote: true });
    // A member cannot see it, vote on it or read it: 404 everywhere, as missing.
    expect((await vote("member", idea.discussionID, "up")).statusCode).toBe(404);
    expect((await setStatus("member", idea.discussionID, { statusID: 1 })).statusCode).toBe(404);
    expect((await t.call("member", { url: "/ideation/categories" })).json<IdeaCategorySettings[]>().map((c) => c.categoryID)).toEqual([ideas]);
    // Turned off, new posts are plain discussions again.
    expect((await patch("admin", lounge, { enabled: false })).json<IdeaCategorySettings>().enabled).toBe(false);
    expect((await postIdea("moderator", lounge, "Plain again")).type).toBe("discussion");
  });

  it("counts one vote per member, changeable and removable, into the score the top and trending sorts use", async () => {
    const idea = await postIdea("alice", ideas, "Emoji reactions on comments");
    const id = idea.discussionID;
    expect((await vote("guest", id, "up")).statusCode).toBe(403);
    expect((await vote("bob", id, "up")).json<IdeaAttributes>()).toMatchObject({ upVotes: 1, downVotes: 0, score: 1, vote: "up" });
    expect((await vote("bob", id, "up")).json<IdeaAttributes>()).toMatchObject({ upVotes: 1, score: 1 });
    expect((await vote("member", id, "up")).json<IdeaAttributes>().score).toBe(2);
    expect((await vote("bob", id, "down")).json<IdeaAttributes>()).toMatchObject({ upVotes: 1, downVotes: 1, score: 0, vote: "down" });
    expect((await vote("bob", id, null)).json<IdeaAttributes>()).toMatchObject({ upVotes: 1, downVotes: 0, score: 1, vote: null });
    expect((await vote("moderator", id, "up")).json<IdeaAttributes>().score).toBe(2);
    const read = (await t.call("bob", { url: `/discussions/${id}` })).json<Discussion>();
    expect(read.score).toBe(2);
    expect(ideaOf(read)).toMatchObject({ score: 2, vote: null });
    expect(ideaOf((await t.call("member", { url: `/discussions/${id}` })).json<Discussion>()).vote).toBe("up");
    const top = (await t.call("guest", { url: "/discussions", query: { categoryID: String(ideas), sort: "-score" } })).json<Discussion[]>();
    expect(top.slice(0, 2).map((d) => d.name)).toEqual(["Dark mode for the forum", "Emoji reactions on comments"]);
    // Trending puts the new, voted idea first.
    const trending = (await t.call("guest", { url: "/discussions", query: { categoryID: String(ideas), sort: "-hot" } })).json<Discussion[]>();
    expect(trending[0]?.name).toBe("Emoji reactions on comments");
    // Bad input names the field.
    const bad = await t.call("bob", { method: "PUT", url: `/discussions/${id}/idea-vote`, body: { vote: "sideways" } });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("vote");
    expect((await vote("bob", 999999, "up")).statusCode).toBe(404);
    const plain = await postIdea("bob", general, "Just a discussion");
    expect((await vote("alice", plain.discussionID, "up")).statusCode).toBe(404);
  });

  it("takes down-votes only in categories that allow them", async () => {
    await t.call("admin", { method: "PATCH", url: `/categories/${ideas}/ideation`, body: { allowDownVotes: false } });
    const idea = await postIdea("alice", ideas, "No thumbs down here");
    const refused = await vote("bob", idea.discussionID, "down");
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain("vote");
    expect((await vote("bob", idea.discussionID, "up")).statusCode).toBe(200);
    await t.call("admin", { method: "PATCH", url: `/categories/${ideas}/ideation`, body: { allowDownVotes: true } });
    expect((await vote("bob", idea.discussionID, "down")).json<IdeaAttributes>()).toMatchObject({ score: -1, allowDownVotes: true });
  });

  it("lets moderators move an idea to a status with a note, notifying its voters; a closed status closes voting; lists filter by status", async () => {
    const idea = await postIdea("alice", ideas, "Markdown tables");
    const id = idea.discussionID;
    await vote("bob", id, "up");
    await vote("member", id, "up");
    const planned = await statusID("Planned");
    expect((await setStatus("bob", id, { statusID: planned })).statusCode).toBe(403);
    expect((await setStatus("guest", id, { statusID: planned })).statusCode).toBe(403);
    const missing = await setStatus("moderator", id, { statusID: 99999 });
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain("statusID");
    expect((await setStatus("moderator", id, { statusID: "planned" })).statusCode).toBe(422);
    const set = await setStatus("moderator", id, { statusID: planned, note: "Coming in the spring." });
    expect(set.statusCode).toBe(200);
    expect(set.json<IdeaAttributes>()).toMatchObject({ statusID: planned, status: { name: "Planned", state: "open" }, statusNotes: "Coming in the spring." });
    expect(ideaOf((await t.call("guest", { url: `/discussions/${id}` })).json<Discussion>()).statusNotes).toBe("Coming in the spring.");

    await t.app.quorum.notifications.worker.idle();
    for (const voter of ["bob", "member"] as const) {
      const mine = (await t.call(voter, { url: "/notifications" })).json<Notification[]>().filter((n) => n.activityType === "IdeaStatus" && n.recordID === id);
      expect(mine.map((n) => n.body)).toEqual(["The status of <b>Markdown tables</b> changed to <b>Planned</b>"]);
    }
    // The author did not vote: no notification.
    expect(
      (await t.call("alice", { url: "/notifications" })).json<Notification[]>().filter((n) => n.activityType === "IdeaStatus" && n.recordID === id),
    ).toEqual([]);

    const filtered = (await t.call("guest", { url: "/discussions", query: { categoryID: String(ideas), type: "idea", statusID: String(planned) } })).json<
      Discussion[]
    >();
    expect(filtered.map((d) => d.name).sort()).toEqual(["Dark mode for the forum", "Markdown tables"]);

    const completed = await statusID("Completed");
    expect((await setStatus("moderator", id, { statusID: completed })).json<IdeaAttributes>()).toMatchObject({ statusNotes: null, canVote: false });
    const closed = await vote("alice", id, "up");
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ message: string }>().message).toBe("Voting is closed on this idea.");
    expect((await vote("bob", id, null)).statusCode).toBe(409);
  });

  it("lets site managers alone add, change and delete statuses, keeping one default", async () => {
    const add = (as: DemoUser, body: unknown) => t.call(as, { method: "POST", url: "/ideation/statuses", body });
    expect((await add("moderator", { name: "Shipped", state: "closed" })).statusCode).toBe(403);
    expect((await t.call("guest", { method: "POST", url: "/ideation/statuses", body: { name: "Shipped", state: "closed" } })).statusCode).toBe(403);
    const bad = await add("admin", { name: "Shipped", state: "done" });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("state");
    expect((await add("admin", { name: "", state: "open" })).statusCode).toBe(422);
    expect((await add("admin", { name: "planned", state: "open" })).statusCode).toBe(409);
    const created = await add("admin", { name: "Shipped", state: "closed", sort: 7 });
    expect(created.statusCode).toBe(201);
    const shipped = created.json<IdeaStatus>();
    const patch = (as: DemoUser, id: number, body: unknown) => t.call(as, { method: "PATCH", url: `/ideation/statuses/${id}`, body });
    expect((await patch("member", shipped.statusID, { name: "Done" })).statusCode).toBe(403);
    expect((await patch("admin", 99999, { name: "Done" })).statusCode).toBe(404);
    expect((await patch("admin", shipped.statusID, { sort: -1 })).statusCode).toBe(422);
    // Only fields a status does not have: nothing to change, refused like an empty body (was a 500).
    expect((await patch("admin", shipped.statusID, { fuzzExtra: 1 })).json()).toMatchObject({ status: 422, errors: { body: [{ code: "minProperties" }] } });
    expect((await patch("admin", shipped.statusID, { name: "Done", state: "open", isDefault: true })).json<IdeaStatus>()).toMatchObject({
      name: "Done",
      state: "open",
      isDefault: true,
    });
    expect((await statuses()).filter((s) => s.isDefault).map((s) => s.name)).toEqual(["Done"]);
    expect(ideaOf(await postIdea("bob", ideas, "Starts done")).status?.name).toBe("Done");
    // The default cannot be deleted or unmarked; a status ideas have cannot be deleted.
    expect((await t.call("admin", { method: "DELETE", url: `/ideation/statuses/${shipped.statusID}` })).statusCode).toBe(422);
    expect((await patch("admin", shipped.statusID, { isDefault: false })).statusCode).toBe(422);
    expect((await patch("admin", await statusID("Active"), { isDefault: true })).statusCode).toBe(200);
    expect((await t.call("admin", { method: "DELETE", url: `/ideation/statuses/${shipped.statusID}` })).statusCode).toBe(409);
    expect((await t.call("moderator", { method: "DELETE", url: `/ideation/statuses/${await statusID("In Review")}` })).statusCode).toBe(403);
    expect((await t.call("admin", { method: "DELETE", url: `/ideation/statuses/${await statusID("In Review")}` })).statusCode).toBe(204);
    expect((await statuses()).map((s) => s.name)).not.toContain("In Review");
  });

  it("answers 404 again once disabled", async () => {
    expect((await enable(false)).statusCode).toBe(200);
    expect((await t.call("guest", { url: "/ideation/statuses" })).statusCode).toBe(404);
    expect((await t.call("admin", { url: `/categories/${general}/ideation` })).statusCode).toBe(404);
  });
});
