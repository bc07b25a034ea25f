import type { LayoutResponse, ProfilePost, User, WidgetNode } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumUser } from "../../contract/ForumUser";
import type { ProfilePostsWidgetProps } from "../../contract/widgetProps";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

// Issue 13 §1, the reading side of people: the profile rule (spec §6) on GET /users/{id}, the
// reactions received (GET /users/{id}/reacted), the profile page's layout and its tabs, and
// posts that outlive their author's account.

let t: ForumTestApp;
let general: number;
let lounge: number;
let carolID: number;
let visibleDiscussion: number;
let visibleComment: number;
let secretDiscussion: number;

const post = async (as: DemoUser, path: string, body: Record<string, unknown>) => {
  const response = await t.call(as, { method: "POST", url: path, body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<Record<string, number>>();
};
const get = (as: DemoUser | "guest", url: string, query?: Record<string, string>) => t.call(as, { url, ...(query ? { query } : {}) });
const setUser = (userID: number, values: { private?: boolean; banned?: boolean }) =>
  t.forum.updateTable("users").set(values).where("userID", "=", userID).execute();

beforeAll(async () => {
  t = await createForumTestApp();
  general = await t.categoryID("general");
  lounge = await t.categoryID("staff-lounge");
  // Carol: a member of her own, so the demo's people keep their state for the other files' tests.
  const registered = await t.call("guest", {
    method: "POST",
    url: "/users/register",
    body: { name: "wren", email: "wren@example.com", password: "wren-password-1", termsOfService: true },
  });
  expect(registered.statusCode, registered.body).toBeLessThan(300);
  carolID = (await t.forum.selectFrom("users").select("userID").where("name", "=", "wren").executeTakeFirstOrThrow()).userID;
  await t.forum.updateTable("users").set({ title: "Gardener" }).where("userID", "=", carolID).execute();
  // Carol's posts: a discussion and a comment where members read, and (moved there by staff) a
  // discussion in the Staff Lounge that only moderators and administrators see.
  const cookie = (await t.call("guest", { method: "POST", url: "/authenticate/password", body: { username: "wren", password: "wren-password-1" } })).cookies;
  const carol = (path: string, body: Record<string, unknown>) =>
    t.call("guest", { method: "POST", url: path, body, cookie: cookie.map((c) => `${c.name}=${c.value}`).join("; ") });
  visibleDiscussion = (await carol("/discussions", { name: "Carol's roses", body: "Roses.", format: "markdown", categoryID: general })).json<{
    discussionID: number;
  }>().discussionID;
  visibleComment = (await carol("/comments", { discussionID: visibleDiscussion, body: "And tulips.", format: "markdown" })).json<{ commentID: number }>()
    .commentID;
  secretDiscussion = (await carol("/discussions", { name: "Carol's staff secret", body: "Hush.", format: "markdown", categoryID: general })).json<{
    discussionID: number;
  }>().discussionID;
  await t.forum.updateTable("discussions").set({ categoryID: lounge }).where("discussionID", "=", secretDiscussion).execute();
  // Reactions received: two likes (a discussion and a comment) and an "up" on the hidden one.
  await post("member", `/discussions/${visibleDiscussion}/reactions`, { reactionType: "like" });
  await post("alice", `/comments/${visibleComment}/reactions`, { reactionType: "like" });
  await post("moderator", `/discussions/${secretDiscussion}/reactions`, { reactionType: "like" });
}, 240_000);
afterAll(() => t?.close());

describe("GET /users/{id}: who sees what of a profile (spec §6)", () => {
  it("shows a public profile to a member without the email, and the email to the user and to personalInfo.view", async () => {
    const asMember = (await get("member", `/users/${carolID}`)).json<ForumUser>();
    expect(asMember).toMatchObject({ userID: carolID, name: "wren", title: "Gardener", private: false, banned: 0, countDiscussions: 1, countComments: 1 });
    expect(asMember).not.toHaveProperty("email");
    expect((await get("admin", `/users/${carolID}`)).json<User>().email).toBe("wren@example.com");
    // The hidden discussion counts only for those who may list it.
    expect((await get("admin", `/users/${carolID}`)).json<ForumUser>().countDiscussions).toBe(2);
    const own = await t.call("guest", { url: `/users/${carolID}`, cookie: await cookieOf("wren") });
    expect(own.json<User>().email).toBe("wren@example.com");
  });

  it("restricts a private profile to its name, photo and flags for members and guests; full for the user and an administrator", async () => {
    await setUser(carolID, { private: true });
    try {
      for (const who of ["member", "guest", "moderator"] as const) {
        const user = (await get(who, `/users/${carolID}`)).json<Record<string, unknown>>();
        expect(user, who).toMatchObject({ userID: carolID, name: "wren", private: true, dateLastActive: null, roleIDs: [] });
        for (const field of ["email", "title", "countDiscussions", "countComments"]) expect(user, `${who} ${field}`).not.toHaveProperty(field);
      }
      expect((await get("admin", `/users/${carolID}`)).json<ForumUser>()).toMatchObject({ title: "Gardener", countComments: 1, email: "wren@example.com" });
      const own = await t.call("guest", { url: `/users/${carolID}`, cookie: await cookieOf("wren") });
      expect(own.json<ForumUser>()).toMatchObject({ title: "Gardener", private: true });
    } finally {
      await setUser(carolID, { private: false });
    }
  });

  it("restricts a banned profile the same way, saying it is banned", async () => {
    await setUser(carolID, { banned: true });
    try {
      const user = (await get("member", `/users/${carolID}`)).json<Record<string, unknown>>();
      expect(user).toMatchObject({ banned: 1 });
      expect(user).not.toHaveProperty("title");
      expect((await get("admin", `/users/${carolID}`)).json<ForumUser>()).toMatchObject({ banned: 1, title: "Gardener" });
    } finally {
      await setUser(carolID, { banned: false });
    }
  });

  it("refuses viewers without profiles.view (present and missing users alike) and answers 404 for a missing user", async () => {
    expect((await get("member", "/users/987654")).statusCode).toBe(404);
    await withoutGuestProfiles(async () => {
      const present = await get("guest", `/users/${carolID}`);
      const missing = await get("guest", "/users/987654");
      expect(present.statusCode).toBe(403);
      expect(missing.statusCode).toBe(403);
      expect(present.json()).toEqual(missing.json());
    });
  });
});

describe("GET /users/{id}/reacted", () => {
  it("lists the user's posts that received the reaction, newest first, paged, leaving out hidden categories", async () => {
    const response = await get("member", `/users/${carolID}/reacted`, { reactionUrlcode: "like", limit: "1" });
    expect(response.statusCode, response.body).toBe(200);
    const page1 = response.json<ProfilePost[]>();
    expect(page1).toEqual([expect.objectContaining({ recordType: "comment", recordID: visibleComment, name: "Carol's roses", countReactions: 1 })]);
    expect(response.headers["x-app-page-current"]).toBe("1");
    expect(String(response.headers["link"])).toContain('rel="next"');
    const page2 = (await get("member", `/users/${carolID}/reacted`, { reactionUrlcode: "like", limit: "1", page: "2" })).json<ProfilePost[]>();
    expect(page2.map((p) => p.recordID)).toEqual([visibleDiscussion]);
    // The Staff Lounge's liked discussion: for staff only.
    const asMember = (await get("member", `/users/${carolID}/reacted`, { reactionUrlcode: "like" })).json<ProfilePost[]>();
    expect(asMember.some((p) => p.discussionID === secretDiscussion)).toBe(false);
    expect(JSON.stringify(asMember)).not.toContain("staff secret");
    const asAdmin = (await get("admin", `/users/${carolID}/reacted`, { reactionUrlcode: "like" })).json<ProfilePost[]>();
    expect(asAdmin.map((p) => p.discussionID)).toContain(secretDiscussion);
    expect((await get("member", `/users/${carolID}/reacted`, { reactionUrlcode: "lol" })).json()).toEqual([]);
  });

  it("answers bad input with 4xx naming the field", async () => {
    for (const [query, field] of [
      [{}, "reactionUrlcode"],
      [{ reactionUrlcode: "spam" }, "reactionUrlcode"],
      [{ reactionUrlcode: "nope" }, "reactionUrlcode"],
      [{ reactionUrlcode: "like", page: "0" }, "page"],
      [{ reactionUrlcode: "like", limit: "abc" }, "limit"],
    ] as const) {
      const response = await get("member", `/users/${carolID}/reacted`, query);
      expect(response.statusCode, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(JSON.stringify(response.json<{ errors?: unknown }>().errors ?? {}), response.body).toContain(field);
    }
    const badID = await get("member", "/users/abc/reacted", { reactionUrlcode: "like" });
    expect(badID.statusCode).toBe(422);
    expect(JSON.stringify(badID.json())).toContain('"id"');
    expect((await get("member", "/users/987654/reacted", { reactionUrlcode: "like" })).statusCode).toBe(404);
  });

  it("answers a private profile's list as a missing user's to those who see it restricted", async () => {
    await setUser(carolID, { private: true });
    try {
      // As a missing user's: nothing tells the list apart from one of no one.
      const refused = await get("member", `/users/${carolID}/reacted`, { reactionUrlcode: "like" });
      const missing = await get("member", "/users/987654/reacted", { reactionUrlcode: "like" });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
      expect((await get("admin", `/users/${carolID}/reacted`, { reactionUrlcode: "like" })).statusCode).toBe(200);
    } finally {
      await setUser(carolID, { private: false });
    }
    await withoutGuestProfiles(async () => {
      expect((await get("guest", `/users/${carolID}/reacted`, { reactionUrlcode: "like" })).statusCode).toBe(403);
    });
  });
});

describe("the profile page (layoutViewType=profile)", () => {
  const lookup = (as: DemoUser | "guest", params: Record<string, string>) =>
    get(as, "/layouts/lookup-hydrate", {
      layoutViewType: "profile",
      recordType: "user",
      recordID: params.userName ?? "",
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [`params[${k}]`, v])),
    });
  const widget = (layout: LayoutResponse, component: string): Record<string, unknown> | undefined => {
    const walk = (nodes: unknown): Record<string, unknown> | undefined => {
      for (const node of Array.isArray(nodes) ? nodes : [nodes]) {
        if (!node || typeof node !== "object") continue;
        const n = node as WidgetNode;
        if (n.$reactComponent === component) return n.$reactProps;
        for (const value of Object.values(n.$reactProps ?? {})) {
          const found = walk(value);
          if (found) return found;
        }
      }
      return undefined;
    };
    return walk(layout.layout);
  };

  it("renders the header with the tabs and the activity tab's posts, hidden categories left out", async () => {
    const response = await lookup("member", { userName: "wren" });
    expect(response.statusCode, response.body).toBe(200);
    const layout = response.json<LayoutResponse>();
    expect(layout.seo.title).toBe("wren");
    const header = widget(layout, "ProfileHeader");
    expect(header).toMatchObject({ view: "full", tab: "", user: { name: "wren", countDiscussions: 1 } });
    expect((header?.tabs as Array<{ name: string; url: string }>).map((tab) => [tab.name, tab.url])).toEqual([
      ["Activity", "/profile/wren"],
      ["Discussions", "/profile/discussions/wren"],
      ["Comments", "/profile/comments/wren"],
      ["Reactions", "/profile/reactions/wren"],
    ]);
    const posts = widget(layout, "ProfilePostsWidget") as unknown as ProfilePostsWidgetProps;
    expect(posts.posts?.map((p) => [p.recordType, p.recordID])).toEqual([
      ["comment", visibleComment],
      ["discussion", visibleDiscussion],
    ]);
    expect(posts.paging).toEqual({ page: 1, limit: 30, total: 2 });
    const asAdmin = widget((await lookup("admin", { userName: "wren" })).json<LayoutResponse>(), "ProfilePostsWidget") as unknown as ProfilePostsWidgetProps;
    expect(asAdmin.posts?.map((p) => p.discussionID)).toContain(secretDiscussion);
  });

  it("lists each tab's kind, pages them, and answers 404 for an unknown tab or user", async () => {
    const tab = async (params: Record<string, string>) =>
      widget((await lookup("member", { userName: "wren", ...params })).json<LayoutResponse>(), "ProfilePostsWidget") as unknown as ProfilePostsWidgetProps;
    expect((await tab({ tab: "discussions" })).posts?.map((p) => p.recordID)).toEqual([visibleDiscussion]);
    expect((await tab({ tab: "comments" })).posts?.map((p) => p.recordID)).toEqual([visibleComment]);
    const reactions = await tab({ tab: "reactions", reaction: "like" });
    expect(reactions.posts).toHaveLength(2);
    expect(reactions.reaction).toBe("like");
    expect(reactions.reactions?.map((r) => r.urlcode)).toContain("lol");
    expect((await tab({ tab: "reactions", reaction: "lol" })).posts).toEqual([]);
    const page2 = await tab({ page: "2" });
    expect(page2.posts).toEqual([]);
    expect(page2.paging).toEqual({ page: 2, limit: 30, total: 2 });
    expect((await lookup("member", { userName: "wren", tab: "nonsense" })).statusCode).toBe(404);
    expect((await lookup("member", { userName: "nobody-at-all" })).statusCode).toBe(404);
  });

  it("reads a page number that is not one as page 1, as every page's URL does (the API's lists answer 422 instead)", async () => {
    for (const page of ["0", "abc", "-2", "1e9"]) {
      const response = await lookup("member", { userName: "wren", page });
      expect(response.statusCode, page).toBe(200);
      const props = widget(response.json<LayoutResponse>(), "ProfilePostsWidget") as unknown as ProfilePostsWidgetProps;
      expect(props.paging, page).toEqual({ page: 1, limit: 30, total: 2 });
    }
    const unknownReaction = await lookup("member", { userName: "wren", tab: "reactions", reaction: "<b>" });
    expect(unknownReaction.statusCode).toBeLessThan(500);
  });

  it("shows the restricted header and no posts of a private profile to a member, the full one to an administrator", async () => {
    await setUser(carolID, { private: true });
    try {
      const layout = (await lookup("member", { userName: "wren" })).json<LayoutResponse>();
      expect(widget(layout, "ProfileHeader")).toMatchObject({ view: "restricted", user: { private: true } });
      expect(JSON.stringify(layout)).not.toContain("Gardener");
      expect((widget(layout, "ProfilePostsWidget") as unknown as ProfilePostsWidgetProps).posts).toBeNull();
      const admin = (await lookup("admin", { userName: "wren" })).json<LayoutResponse>();
      expect(widget(admin, "ProfileHeader")).toMatchObject({ view: "full", user: { title: "Gardener" } });
    } finally {
      await setUser(carolID, { private: false });
    }
  });

  it("is refused (403) to viewers without profiles.view", async () => {
    await withoutGuestProfiles(async () => {
      expect((await lookup("guest", { userName: "wren" })).statusCode).toBe(403);
    });
  });
});

describe("posts outlive their author's account (spec §3 placeholder users)", () => {
  it("shows a deleted author's discussion and comments under 'User Deleted'", async () => {
    const dave = await t.call("guest", {
      method: "POST",
      url: "/users/register",
      body: { name: "quill", email: "quill@example.com", password: "quill-password-1", termsOfService: true },
    });
    expect(dave.statusCode, dave.body).toBeLessThan(300);
    const cookie = await cookieOf("quill", "quill-password-1");
    const made = await t.call("guest", {
      method: "POST",
      url: "/discussions",
      cookie,
      body: { name: "Dave was here", body: "Hi.", format: "markdown", categoryID: general },
    });
    const discussionID = made.json<{ discussionID: number }>().discussionID;
    await t.call("guest", { method: "POST", url: "/comments", cookie, body: { discussionID, body: "Still here.", format: "markdown" } });
    // What deleting the account does: the row goes (sessions, roles, reactions and drafts go with it).
    await t.forum.deleteFrom("users").where("name", "=", "quill").execute();

    const discussion = await get("member", `/discussions/${discussionID}`, { expand: "insertUser" });
    expect(discussion.statusCode).toBe(200);
    expect(discussion.json<{ name: string; insertUser: User }>().name).toBe("Dave was here");
    expect(discussion.json<{ insertUser: User }>().insertUser).toMatchObject({ userID: 0, name: "User Deleted" });
    const comments = (await get("member", "/comments", { discussionID: String(discussionID), expand: "insertUser" })).json<Array<{ insertUser: User }>>();
    expect(comments.map((c) => c.insertUser.name)).toEqual(["User Deleted"]);
    const list = (await get("member", "/discussions", { expand: "insertUser", sort: "-dateInserted", limit: "5" })).json<
      Array<{ name: string; insertUser: User }>
    >();
    expect(list.find((d) => d.name === "Dave was here")?.insertUser).toMatchObject({ userID: 0, name: "User Deleted", dateLastActive: null });
  });
});

async function cookieOf(name: string, password = `${name}-password-1`): Promise<string> {
  const response = await t.call("guest", { method: "POST", url: "/authenticate/password", body: { username: name, password } });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Runs `check` while guests lack profiles.view (the site's grants can take it away). */
async function withoutGuestProfiles(check: () => Promise<void>): Promise<void> {
  const guest = (await t.forum.selectFrom("roles").select("roleID").where("type", "=", "guest").executeTakeFirstOrThrow()).roleID;
  const grant = t.forum.updateTable("rolePermissions").where("roleID", "=", guest).where("permission", "=", "profiles.view");
  await grant.set({ granted: false }).execute();
  t.app.quorum.permissions.invalidate();
  try {
    await check();
  } finally {
    await grant.set({ granted: true }).execute();
    t.app.quorum.permissions.invalidate();
  }
}
