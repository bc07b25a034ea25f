import type { Category, Tag, User } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumDiscussion } from "../services/discussions/ForumDiscussion";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

// Issue 12's leaks across permissions: nothing of a record a viewer may not see reaches them — not
// its title, id, tags or a count of it — and asking for it answers exactly as asking for a record
// that does not exist. The demo's Staff Lounge is visible to moderators and administrators only.

const MISSING = 987654321;
let t: ForumTestApp;
let lounge: number;
let general: number;
let secret: number;
let secretComment: number;

const post = async (as: DemoUser, categoryID: number, name: string, extra: Record<string, unknown> = {}) => {
  const response = await t.call(as, { method: "POST", url: "/discussions", body: { name, body: `${name} body`, format: "markdown", categoryID, ...extra } });
  expect(response.statusCode).toBe(201);
  return response.json<ForumDiscussion>();
};
const get = (as: DemoUser | "guest", url: string, query?: Record<string, string>) => t.call(as, { url, ...(query ? { query } : {}) });

beforeAll(async () => {
  t = await createForumTestApp();
  lounge = await t.categoryID("staff-lounge");
  general = await t.categoryID("general");
  secret = (await post("moderator", lounge, "Lounge only secret")).discussionID;
  const comment = await t.call("moderator", { method: "POST", url: "/comments", body: { discussionID: secret, body: "psst", format: "markdown" } });
  secretComment = comment.json<{ commentID: number }>().commentID;
}, 240_000);
afterAll(() => t?.close());

describe("a hidden record answers as a missing one", () => {
  const pairs = (): Array<[string, string]> => [
    [`/discussions/${secret}`, `/discussions/${MISSING}`],
    [`/discussions/${secret}/reactions`, `/discussions/${MISSING}/reactions`],
    [`/comments/${secretComment}`, `/comments/${MISSING}`],
    [`/comments/${secretComment}/reactions`, `/comments/${MISSING}/reactions`],
    [`/comments?discussionID=${secret}`, `/comments?discussionID=${MISSING}`],
    [`/categories/${lounge}`, `/categories/${MISSING}`],
    ["/categories/staff-lounge", "/categories/no-such-category"],
    [`/categories?parentCategoryID=${lounge}`, `/categories?parentCategoryID=${MISSING}`],
    [`/discussions?categoryID=${lounge}`, `/discussions?categoryID=${MISSING}`],
    [`/collections/by-resource?recordType=discussion&recordID=${secret}`, `/collections/by-resource?recordType=discussion&recordID=${MISSING}`],
    [
      `/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${secret}`,
      `/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${MISSING}`,
    ],
  ];

  it("to guests and members, on every GET naming it: the same status and body", async () => {
    for (const as of ["guest", "member"] as const) {
      for (const [hiddenUrl, missingUrl] of pairs()) {
        const [hidden, missing] = [await get(as, hiddenUrl), await get(as, missingUrl)];
        expect({ as, url: hiddenUrl, status: hidden.statusCode, body: hidden.json() }).toEqual({
          as,
          url: hiddenUrl,
          status: missing.statusCode,
          body: missing.json(),
        });
      }
    }
    // The staff see it.
    expect((await get("moderator", `/discussions/${secret}`)).statusCode).toBe(200);
  });

  it("to a member's writes naming it: a comment, a reaction, a bookmark, an edit, a post into its category", async () => {
    const writes: Array<[string, string, (id: number) => Record<string, unknown> | undefined]> = [
      ["POST", "/comments", (id) => ({ discussionID: id, body: "hi", format: "markdown" })],
      ["POST", "/discussions/{id}/reactions", () => ({ reactionType: "up" })],
      ["POST", "/comments/{id}/reactions", () => ({ reactionType: "up" })],
      ["PUT", "/discussions/{id}/bookmark", () => ({ bookmarked: true })],
      ["PATCH", "/discussions/{id}", () => ({ name: "Renamed" })],
      ["POST", "/discussions", (id) => ({ name: "Into it", body: "x", format: "markdown", categoryID: id })],
    ];
    for (const [method, path, body] of writes) {
      const ids = path.startsWith("/comments/") ? [secretComment, MISSING] : path === "/discussions" ? [lounge, MISSING] : [secret, MISSING];
      const [hidden, missing] = await Promise.all(
        ids.map((id) => t.call("member", { method: method as "POST", url: path.replace("{id}", String(id)), body: body(id) })),
      );
      expect({ path, status: hidden?.statusCode, body: hidden?.json() }).toEqual({ path, status: missing?.statusCode, body: missing?.json() });
    }
    expect((await get("moderator", `/comments?discussionID=${secret}`)).json<unknown[]>()).toHaveLength(1);
  });
});

describe("tags", () => {
  it("a tag used only in a hidden category is neither found nor answered by id; a shared one counts only what the viewer sees", async () => {
    const shared = (await post("member", general, "Shared tag holder", { newTagNames: ["Shared Secretish"] })).tags?.[0];
    const onlyHidden = (await post("moderator", lounge, "Hidden tag holder", { newTagNames: ["Loungeonly Tag"], tagIDs: [shared?.tagID] })).tags?.find(
      (tag) => tag.name === "Loungeonly Tag",
    );
    if (!shared || !onlyHidden) throw new Error("both tags were made");
    for (const as of ["guest", "member"] as const) {
      expect((await get(as, "/tags", { query: "loungeonly" })).json<Tag[]>()).toEqual([]);
      expect((await get(as, `/tags?tagID=${onlyHidden.tagID}`)).json<Tag[]>()).toEqual([]);
      expect((await get(as, `/tags?tagID[]=${onlyHidden.tagID}&tagID[]=${shared.tagID}`)).json<Tag[]>().map((tag) => [tag.name, tag.countDiscussions])).toEqual(
        [["Shared Secretish", 1]],
      );
      expect((await get(as, "/tags", { query: "shared secret" })).json<Tag[]>().map((tag) => tag.countDiscussions)).toEqual([1]);
    }
    expect((await get("moderator", "/tags", { query: "loungeonly" })).json<Tag[]>().map((tag) => [tag.name, tag.countDiscussions])).toEqual([
      ["Loungeonly Tag", 1],
    ]);
    expect((await get("admin", `/tags?tagID=${shared.tagID}`)).json<Tag[]>().map((tag) => tag.countDiscussions)).toEqual([2]);
    // A tag no discussion carries is anyone's to find (the post form offers it).
    await t.forum.insertInto("tags").values({ name: "Unusedtag", urlcode: "unusedtag", type: "User" }).execute();
    expect((await get("guest", "/tags", { query: "unusedtag" })).json<Tag[]>().map((tag) => tag.countDiscussions)).toEqual([0]);
  });
});

describe("a redirect stub left by a move into a hidden category", () => {
  it("is as hidden as its target: not listed, not counted, not a last post, 404 like a missing discussion; the staff still see it", async () => {
    const moved = await post("admin", general, "Moving somewhere private");
    const move = await t.call("admin", {
      method: "PATCH",
      url: "/discussions/move",
      body: { discussionIDs: [moved.discussionID], categoryID: lounge, addRedirects: true },
    });
    expect(move.statusCode).toBe(200);
    const stub = await t.forum
      .selectFrom("discussions")
      .select("discussionID")
      .where("type", "=", "redirect")
      .where("name", "=", "Moving somewhere private")
      .executeTakeFirstOrThrow();

    for (const as of ["guest", "member"] as const) {
      const everything = JSON.stringify([
        (await get(as, "/discussions", { limit: "100" })).json(),
        (await get(as, "/discussions", { categoryID: String(general), limit: "100", expand: "all" })).json(),
        (await get(as, "/discussions", { type: "redirect" })).json(),
        (await get(as, "/categories", { outputFormat: "flat" })).json(),
        (await get(as, `/categories/${general}`)).json(),
        (await get(as, "/layouts/lookup-hydrate", { layoutViewType: "home" })).json(),
      ]);
      expect(everything).not.toContain("Moving somewhere private");
      expect(everything).not.toContain(`/discussion/${moved.discussionID}`);
      const [hidden, missing] = [await get(as, `/discussions/${stub.discussionID}`), await get(as, `/discussions/${MISSING}`)];
      expect([hidden.statusCode, hidden.json()]).toEqual([404, missing.json()]);
      const lookup = await get(as, "/layouts/lookup-hydrate", { layoutViewType: "post", recordType: "discussion", recordID: String(stub.discussionID) });
      expect(lookup.statusCode).toBe(404);

      // The category's counts and the list's total are what the viewer can list.
      const listed = await get(as, "/discussions", { categoryID: String(general), limit: "100" });
      const category = (await get(as, `/categories/${general}`)).json<Category>();
      expect(category.countDiscussions).toBe(listed.json<unknown[]>().length);
      expect(Number(listed.headers["x-app-page-result-count"] ?? listed.json<unknown[]>().length)).toBe(listed.json<unknown[]>().length);
      expect(category.countAllDiscussions).toBe(
        (await get(as, "/discussions", { categoryID: String(general), includeChildCategories: "true", limit: "100" })).json<unknown[]>().length,
      );
    }
    // Those who see the target see the stub, which sends them on.
    const staffList = (await get("moderator", "/discussions", { categoryID: String(general), type: "redirect" })).json<ForumDiscussion[]>();
    expect(staffList.map((d) => d.discussionID)).toContain(stub.discussionID);
    expect((await get("moderator", `/discussions/${stub.discussionID}`)).json<ForumDiscussion>().attributes).toMatchObject({ redirectTo: moved.url });
  });
});

describe("members' post counts", () => {
  it("count for each viewer only the posts they could list", async () => {
    const moderatorID = t.userIDs.moderator as number;
    for (const as of ["guest", "member", "moderator"] as const) {
      const user = (await get(as, `/users/${moderatorID}`)).json<User & { countDiscussions: number; countComments: number }>();
      const discussions = (await get(as, "/discussions", { insertUserID: String(moderatorID), limit: "500" })).json<unknown[]>();
      const comments = (await get(as, "/comments", { insertUserID: String(moderatorID), limit: "500" })).json<unknown[]>();
      expect({ as, discussions: user.countDiscussions, comments: user.countComments }).toEqual({
        as,
        discussions: discussions.length,
        comments: comments.length,
      });
    }
    const stored = await t.forum.selectFrom("users").select("countDiscussions").where("userID", "=", moderatorID).executeTakeFirstOrThrow();
    const forGuests = (await get("guest", `/users/${moderatorID}`)).json<{ countDiscussions: number }>().countDiscussions;
    expect(forGuests).toBeLessThan(stored.countDiscussions);
  });
});
