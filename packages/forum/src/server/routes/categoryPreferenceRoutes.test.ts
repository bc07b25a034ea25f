import type { Category, CategoryPreferences } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

const NONE: CategoryPreferences = {
  "preferences.followed": false,
  "preferences.popup.posts": false,
  "preferences.email.posts": false,
  "preferences.popup.comments": false,
  "preferences.email.comments": false,
  "preferences.email.digest": false,
};
const FOLLOWING: CategoryPreferences = { ...NONE, "preferences.followed": true, "preferences.popup.posts": true, "preferences.popup.comments": true };

const path = (categoryID: number, user: string) => `/categories/${categoryID}/preferences/${t.userIDs[user]}`;
const patch = (as: DemoUser | "guest", url: string, body: unknown) => t.call(as, { method: "PATCH", url, body });
const stored = (user: string, categoryID: number) =>
  t.forum
    .selectFrom("userCategory")
    .selectAll()
    .where("userID", "=", t.userIDs[user] ?? 0)
    .where("categoryID", "=", categoryID)
    .executeTakeFirst();
const followers = async (categoryID: number) =>
  (await t.forum.selectFrom("categories").select("countFollowers").where("categoryID", "=", categoryID).executeTakeFirstOrThrow()).countFollowers;

describe("GET and PATCH /categories/{id}/preferences/{userID}", () => {
  it("answers every key false before a member follows; following saves, shows on the category and in the followed list", async () => {
    const id = await t.categoryID("support");
    const before = await t.call("member", { url: path(id, "member") });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(NONE);

    const saved = await patch("member", path(id, "member"), FOLLOWING);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(FOLLOWING);
    expect((await t.call("member", { url: path(id, "member") })).json()).toEqual(FOLLOWING);

    const category = (await t.call("member", { url: `/categories/${id}` })).json<Category>();
    expect(category).toMatchObject({ followed: true, countFollowers: 1, preferences: FOLLOWING });
    const guestView = (await t.call("guest", { url: `/categories/${id}` })).json<Category>();
    expect(guestView).toMatchObject({ followed: false, countFollowers: 1 });
    expect(guestView.preferences).toBeUndefined();
    // Another member sees the count, not the member's follow.
    expect((await t.call("alice", { url: `/categories/${id}` })).json<Category>()).toMatchObject({ followed: false, countFollowers: 1 });

    const followed = await t.call("member", { url: "/categories", query: { followed: "true" } });
    expect(followed.statusCode).toBe(200);
    expect(followed.json<Category[]>().map((c) => c.urlcode)).toEqual(["support"]);
    expect(followed.headers["x-app-page-result-count"]).toBe("1");
    expect((await t.call("alice", { url: "/categories", query: { followed: "true" } })).json()).toEqual([]);
    // The list of every category carries the viewer's follow too.
    const all = (await t.call("member", { url: "/categories" })).json<Category[]>();
    expect(all.filter((c) => c.followed).map((c) => c.urlcode)).toEqual(["support"]);
  });

  it("changes only the keys sent; turning a notification on follows; unfollowing clears every key, the digest too", async () => {
    const id = await t.categoryID("off-topic");
    const notified = await patch("alice", path(id, "alice"), { "preferences.email.comments": true });
    expect(notified.json()).toEqual({ ...NONE, "preferences.followed": true, "preferences.email.comments": true });
    expect(await followers(id)).toBe(1);
    const more = await patch("alice", path(id, "alice"), { "preferences.email.digest": true, "preferences.popup.posts": true });
    expect(more.json()).toMatchObject({ "preferences.email.comments": true, "preferences.email.digest": true, "preferences.popup.posts": true });

    const unfollowed = await patch("alice", path(id, "alice"), { "preferences.followed": false });
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.json()).toEqual(NONE);
    expect(await stored("alice", id)).toBeUndefined();
    expect(await followers(id)).toBe(0);
  });

  it("follows with the member's own defaults for new content, and the digest when they take it, when asked only to follow", async () => {
    const id = await t.categoryID("general");
    // The spec's defaults: a popup for each, no email.
    expect((await patch("member", path(id, "member"), { "preferences.followed": true })).json()).toEqual(FOLLOWING);
    expect((await patch("member", path(id, "member"), { "preferences.followed": false })).statusCode).toBe(200);

    await t.app.quorum.config.patch({ "emails.enabled": true, "emails.digest": true });
    try {
      const own = { NewDiscussion: { popup: false, email: true }, NewComment: { popup: true, email: true }, DigestEnabled: { email: true } };
      expect((await patch("bob", `/notification-preferences/${t.userIDs.bob}`, own)).statusCode).toBe(200);
      const followed = await patch("bob", path(id, "bob"), { "preferences.followed": true });
      expect(followed.statusCode).toBe(200);
      expect(followed.json()).toEqual({
        "preferences.followed": true,
        "preferences.popup.posts": false,
        "preferences.email.posts": true,
        "preferences.popup.comments": true,
        "preferences.email.comments": true,
        "preferences.email.digest": true,
      });
      // Following again changes nothing the member chose since.
      await patch("bob", path(id, "bob"), { "preferences.email.posts": false });
      expect((await patch("bob", path(id, "bob"), { "preferences.followed": true })).json()).toMatchObject({ "preferences.email.posts": false });
      expect((await patch("bob", path(id, "bob"), { "preferences.followed": false })).statusCode).toBe(200);
    } finally {
      await t.app.quorum.config.patch({ "emails.enabled": false, "emails.digest": false });
    }
    // Emails the site does not send are not turned on.
    expect((await patch("bob", path(id, "bob"), { "preferences.followed": true })).json()).toEqual({
      ...NONE,
      "preferences.followed": true,
      "preferences.popup.comments": true,
    });
    expect((await patch("bob", path(id, "bob"), { "preferences.followed": false })).statusCode).toBe(200);
  });

  it("lets a site manager read and change a member's preferences, and nobody else", async () => {
    const id = await t.categoryID("general");
    const byAdmin = await patch("admin", path(id, "bob"), FOLLOWING);
    expect(byAdmin.statusCode).toBe(200);
    expect((await t.call("admin", { url: path(id, "bob") })).json()).toEqual(FOLLOWING);

    for (const who of ["alice", "moderator"] as const) {
      expect((await t.call(who, { url: path(id, "bob") })).statusCode).toBe(403);
      const refused = await patch(who, path(id, "bob"), NONE);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403, message: expect.any(String) });
    }
    expect((await t.call("guest", { url: path(id, "bob") })).statusCode).toBe(403);
    expect((await patch("guest", path(id, "bob"), NONE)).statusCode).toBe(403);
    expect((await t.call("guest", { url: "/categories", query: { followed: "true" } })).statusCode).toBe(403);
    // Nothing the refused calls sent was written.
    expect(await stored("bob", id)).toMatchObject({ followed: true, popupPosts: true });
    expect((await t.call("admin", { url: `/categories/${id}/preferences/999999` })).statusCode).toBe(404);
  });

  it("answers a category the viewer may not see as a missing one, and writes nothing", async () => {
    const lounge = await t.categoryID("staff-lounge");
    const missing = await t.call("member", { url: path(999999, "member") });
    expect(missing.statusCode).toBe(404);
    const hidden = await t.call("member", { url: path(lounge, "member") });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await patch("member", path(lounge, "member"), FOLLOWING)).statusCode).toBe(404);
    expect(await stored("member", lounge)).toBeUndefined();
    expect((await patch("moderator", path(lounge, "moderator"), FOLLOWING)).statusCode).toBe(200);
  });

  it("refuses bad input with a 422 naming the key, and writes nothing", async () => {
    const id = await t.categoryID("site-feedback");
    await patch("member", path(id, "member"), FOLLOWING);
    const cases: Array<[unknown, string]> = [
      [{ "preferences.popup.posts": "sometimes" }, "preferences.popup.posts"],
      [{ "preferences.followed": 2 }, "preferences.followed"],
      [{ "preferences.popup.bogus": true, "preferences.popup.posts": false }, "preferences.popup.bogus"],
      [["preferences.followed"], "body"],
    ];
    for (const [body, key] of cases) {
      const response = await patch("member", path(id, "member"), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(key);
    }
    for (const [url, field] of [
      [`/categories/abc/preferences/${t.userIDs.member}`, "id"],
      ["/categories/1/preferences/0", "userID"],
    ] as const) {
      for (const method of ["GET", "PATCH"] as const) {
        const response = await t.call("member", { method, url, ...(method === "PATCH" ? { body: FOLLOWING } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(422);
        expect(Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)).toEqual([field]);
      }
    }
    expect((await t.call("member", { url: path(id, "member") })).json()).toEqual(FOLLOWING);
    expect(await followers(id)).toBe(1);
  });
});
