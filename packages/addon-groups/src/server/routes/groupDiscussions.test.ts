import type { Category, Discussion, LayoutResponse, Notification, SearchResult, User, WidgetNode } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Group } from "../../shared/Group";
import groups from "../index";

let t: ForumTestApp;
let quiet: Group;
let open: Group;
let secret: Group;

// The real forum, the add-on enabled by a site manager. Alice leads a private, a public and a
// secret group; bob joins the private one (request, approved). The member belongs to none.
beforeAll(async () => {
  t = await createForumTestApp({ addons: [groups], disabled: ["groups"] });
  expect((await api(t.app, { method: "PATCH", url: "/addons/groups", body: { enabled: true }, cookie: t.cookies.admin })).statusCode).toBe(200);
  quiet = await create("Quiet Room", "private");
  open = await create("Open Room", "public");
  secret = await create("Hidden Room", "secret");
  expect((await t.call("bob", { method: "POST", url: `/groups/${quiet.groupID}/requests` })).statusCode).toBe(201);
  expect((await t.call("alice", { method: "POST", url: `/groups/${quiet.groupID}/requests/${t.userIDs.bob}/approve` })).statusCode).toBe(204);
});
afterAll(() => t?.close());

async function create(name: string, privacy: Group["privacy"]): Promise<Group> {
  const res = await t.call("alice", { method: "POST", url: "/groups", body: { name, privacy } });
  expect(res.statusCode).toBe(201);
  return res.json<Group>();
}

/** The new-post form in a group (`/post/discussion/social-groups?groupid=N`), as the router looks it up. */
const groupForm = (as: DemoUser | "guest", groupID: number | string) =>
  t.call(as, {
    url: "/layouts/lookup-hydrate",
    query: {
      layoutViewType: "createPost",
      recordType: "group",
      recordID: String(groupID),
      "params[postType]": "discussion",
      "params[parentRecordType]": "group",
    },
  });

function formProps(response: { json<T>(): T }): Record<string, unknown> {
  const walk = (nodes: WidgetNode[]): WidgetNode[] =>
    nodes.flatMap((node) => [
      node,
      ...Object.values(node.$reactProps).flatMap((v) =>
        Array.isArray(v) && v.every((c) => typeof c === "object" && c !== null && "$reactComponent" in c) ? walk(v as WidgetNode[]) : [],
      ),
    ]);
  const form = walk(response.json<LayoutResponse>().layout).find((node) => node.$reactComponent === "CreatePostFormAsset");
  if (!form) throw new Error("No post form");
  return form.$reactProps;
}

const post = (as: DemoUser, categoryID: number, name: string) =>
  t.call(as, { method: "POST", url: "/discussions", body: { name, body: `About ${name}.`, format: "markdown", categoryID } });
const group = async (as: DemoUser, g: Group) => (await t.call(as, { url: `/groups/${g.groupID}` })).json<Group>();
const discussionNames = async (as: DemoUser | "guest", query: Record<string, string> = {}) =>
  (await t.call(as, { url: "/discussions", query: { limit: "100", ...query } })).json<Discussion[]>().map((d) => d.name);
const searchNames = async (as: DemoUser | "guest", query: string) =>
  (await t.call(as, { url: "/search", query: { query } })).json<SearchResult[]>().map((r) => r.name);

describe("discussions in a group", () => {
  it("opens the new-post form in a group to its leaders and members only: 403 to others, 404 where the group is unknown to them", async () => {
    expect(quiet.categoryID).toBeNull();
    expect((await groupForm("guest", quiet.groupID)).statusCode).toBe(403);
    expect((await groupForm("member", quiet.groupID)).statusCode).toBe(403);
    expect((await groupForm("member", open.groupID)).statusCode).toBe(403);
    expect((await groupForm("member", secret.groupID)).statusCode).toBe(404);
    expect((await groupForm("member", 999999)).statusCode).toBe(404);
    expect((await groupForm("member", "x")).statusCode).toBe(404);
    const form = await groupForm("bob", quiet.groupID);
    expect(form.statusCode).toBe(200);
    // The form posts into the group's own category, made now and shown only to those who read the group.
    const { categoryID } = await group("bob", quiet);
    expect(categoryID).toEqual(expect.any(Number));
    expect(formProps(form)).toMatchObject({ category: { categoryID }, categories: [{ categoryID, name: "Quiet Room", depth: 1 }] });
    expect((await group("member", quiet)).categoryID).toBeNull();
  });

  it("lets members post into the group and refuses everyone else (403, or 422 naming the category they cannot see)", async () => {
    const { categoryID } = await group("bob", quiet);
    const created = await post("bob", categoryID ?? 0, "Quiet plans");
    expect(created.statusCode).toBe(201);
    const rows = await t.db.withTables<{ groupDiscussions: { discussionID: number; groupID: number } }>().selectFrom("groupDiscussions").selectAll().execute();
    expect(rows).toContainEqual({ discussionID: created.json<Discussion>().discussionID, groupID: quiet.groupID });
    // The forum answers as for a category that does not exist: 422 naming `categoryID`.
    expect((await post("member", categoryID ?? 0, "Gatecrash")).statusCode).toBe(422);

    // A public group's category is seen by all, but only its members post there.
    expect((await groupForm("alice", open.groupID)).statusCode).toBe(200);
    const openCategory = (await group("member", open)).categoryID ?? 0;
    expect((await post("alice", openCategory, "Open plans")).statusCode).toBe(201);
    const refused = await post("member", openCategory, "Open gatecrash");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, message: "Only members of this group can post in it." });
    expect(await discussionNames("alice", { categoryID: String(openCategory) })).toEqual(["Open plans"]);
  });

  it("keeps a private group's discussion from non-members in lists, by id, search, profiles, counts and category lists; members and groups.moderate see it", async () => {
    const categoryID = (await group("bob", quiet)).categoryID ?? 0;
    const discussionID = (await t.forum.selectFrom("discussions").select("discussionID").where("name", "=", "Quiet plans").executeTakeFirstOrThrow())
      .discussionID;
    const bobCount = async (as: DemoUser | "guest") =>
      (await t.call(as, { url: `/users/${t.userIDs.bob}` })).json<User & { countDiscussions: number }>().countDiscussions;
    for (const as of ["guest", "member"] as const) {
      expect(await discussionNames(as)).not.toContain("Quiet plans");
      expect(await discussionNames(as)).toContain("Open plans");
      expect(await discussionNames(as, { insertUserID: String(t.userIDs.bob) })).not.toContain("Quiet plans");
      expect(await searchNames(as, "quiet plans")).not.toContain("Quiet plans");
      expect(await searchNames(as, "open plans")).toContain("Open plans");
      expect((await t.call(as, { url: `/discussions/${discussionID}` })).statusCode).toBe(404);
      expect((await t.call(as, { url: "/discussions", query: { categoryID: String(categoryID) } })).statusCode).toBe(404);
      expect((await t.call(as, { url: `/categories/${categoryID}` })).statusCode).toBe(404);
    }
    expect(await bobCount("member")).toBe((await bobCount("bob")) - 1);
    for (const as of ["bob", "alice", "moderator", "admin"] as const) {
      expect(await discussionNames(as)).toContain("Quiet plans");
      expect(await discussionNames(as, { categoryID: String(categoryID) })).toEqual(["Quiet plans"]);
      expect(await searchNames(as, "quiet plans")).toContain("Quiet plans");
      expect((await t.call(as, { url: `/discussions/${discussionID}` })).statusCode).toBe(200);
    }
    // A group's category is never listed as a category, even to those who read it.
    for (const as of ["bob", "admin"] as const) {
      const listed = (await t.call(as, { url: "/categories", query: { outputFormat: "flat" } })).json<Category[]>().map((c) => c.categoryID);
      expect(listed).not.toContain(categoryID);
    }
    // Leaving the group closes it again.
    expect((await t.call("bob", { method: "POST", url: `/groups/${quiet.groupID}/leave` })).statusCode).toBe(204);
    expect((await t.call("bob", { url: `/discussions/${discussionID}` })).statusCode).toBe(404);
    expect(await discussionNames("bob")).not.toContain("Quiet plans");
    expect((await t.call("bob", { method: "POST", url: `/groups/${quiet.groupID}/requests` })).statusCode).toBe(201);
    expect((await t.call("alice", { method: "POST", url: `/groups/${quiet.groupID}/requests/${t.userIDs.bob}/approve` })).statusCode).toBe(204);
  });

  it("notifies members of what happens in the group and never a non-member, even one mentioned there", async () => {
    const discussionID = (await t.forum.selectFrom("discussions").select("discussionID").where("name", "=", "Quiet plans").executeTakeFirstOrThrow())
      .discussionID;
    const res = await t.call("alice", { method: "POST", url: "/comments", body: { discussionID, body: "Hello @bob and @member.", format: "markdown" } });
    expect(res.statusCode).toBe(201);
    await t.app.quorum.notifications.worker.idle();
    const of = async (as: DemoUser) => (await t.call(as, { url: "/notifications" })).json<Notification[]>().filter((n) => n.discussionID === discussionID);
    expect((await of("bob")).length).toBeGreaterThan(0);
    expect(await of("member")).toEqual([]);
  });
});
