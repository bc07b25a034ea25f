import { DEFAULT_PHOTO_PATH } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumDiscussion } from "../services/discussions/ForumDiscussion";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

const list = async (who: Parameters<ForumTestApp["call"]>[0], query: Record<string, string | string[]> = {}) => {
  const response = await t.call(who, { url: "/discussions", query });
  expect(response.statusCode).toBe(200);
  return { response, discussions: response.json<ForumDiscussion[]>() };
};
const count = async (table: "discussions" | "comments") =>
  Number(
    (
      await t.forum
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const category = (urlcode: string) => t.forum.selectFrom("categories").selectAll().where("urlcode", "=", urlcode).executeTakeFirstOrThrow();

describe("GET /discussions", () => {
  it("pages recently active discussions with paging headers including the total", async () => {
    const total = (
      await t.forum
        .selectFrom("discussions")
        .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("categories.urlcode", "!=", "staff-lounge")
        .executeTakeFirstOrThrow()
    ).n;
    const first = await list("guest", { limit: "5" });
    expect(first.response.headers["x-app-page-result-count"]).toBe(String(total));
    expect(first.response.headers["x-app-page-limit"]).toBe("5");
    expect(first.response.headers.link).toBe('</api/v2/discussions?limit=5&page=2>; rel="next"');
    // The "recent" announcement leads page 1; the rest follow by last activity.
    expect(first.discussions[0]?.name).toBe("Welcome to the community!");
    const rest = first.discussions.slice(1).map((d) => d.dateLastComment ?? "");
    expect(rest).toEqual([...rest].sort().reverse());

    const second = await list("guest", { limit: "5", page: "2" });
    expect(second.response.headers.link).toContain('rel="prev"');
    const ids = new Set(first.discussions.map((d) => d.discussionID));
    expect(second.discussions.some((d) => ids.has(d.discussionID))).toBe(false);
  });

  it("pages through every discussion once, announcements first, whatever the page size", async () => {
    const all = (await list("guest", { limit: "100" })).discussions.map((d) => d.discussionID);
    expect(all.length).toBeGreaterThan(10);
    for (const limit of [3, 7]) {
      const paged: number[] = [];
      for (let page = 1; paged.length < all.length; page++) {
        const { discussions } = await list("guest", { limit: String(limit), page: String(page) });
        expect(discussions.length).toBe(Math.min(limit, all.length - paged.length));
        paged.push(...discussions.map((d) => d.discussionID));
      }
      expect(paged).toEqual(all);
    }
    // Inside a category its own announcements lead too.
    const announcements = await category("announcements");
    const inCategory = (await list("guest", { categoryID: String(announcements.categoryID), expand: "insertUser" })).discussions;
    expect(inCategory[0]?.pinned).toBe(true);
  });

  it("gives each author's card with the same fields and timestamps as the users table", async () => {
    const [first] = (await list("guest", { limit: "1", expand: "insertUser" })).discussions;
    const authorID = first?.insertUserID ?? 0;
    // Microseconds, as PostgreSQL keeps them: the API gives milliseconds, as for every timestamp.
    await t.forum.updateTable("users").set({ dateLastActive: "2026-01-02T03:04:05.678912Z" }).where("userID", "=", authorID).execute();
    const author = await t.forum.selectFrom("users").select(["name", "photoUrl", "title"]).where("userID", "=", authorID).executeTakeFirstOrThrow();
    const [d] = (await list("guest", { limit: "1", expand: "insertUser" })).discussions;
    expect(d?.insertUser).toEqual({
      userID: authorID,
      name: author.name,
      // Absolute, on the site as the request reached it (app.inject's host); no photo: the default one.
      url: `http://localhost:80/profile/${encodeURIComponent(author.name)}`,
      photoUrl: `http://localhost:80${author.photoUrl || DEFAULT_PHOTO_PATH}`,
      dateLastActive: "2026-01-02T03:04:05.678Z",
      title: author.title,
      banned: 0,
    });
  });

  it("sorts by each of the five sorts", async () => {
    const by = async (sort: string) => (await list("guest", { sort, limit: "100" })).discussions;
    const newest = await by("-dateInserted");
    expect(newest.map((d) => d.dateInserted)).toEqual(
      newest
        .map((d) => d.dateInserted)
        .sort()
        .reverse(),
    );
    const oldest = await by("dateInserted");
    expect(oldest.map((d) => d.discussionID)).toEqual([...newest.map((d) => d.discussionID)].reverse());
    const top = await by("-score");
    expect(top.map((d) => d.score)).toEqual(top.map((d) => d.score).sort((a, b) => b - a));
    const hot = await by("-hot");
    expect(hot.map((d) => d.hot)).toEqual(hot.map((d) => d.hot ?? 0).sort((a, b) => b - a));
    expect((await t.call("guest", { url: "/discussions", query: { sort: "name" } })).statusCode).toBe(422);
  });

  it("never shows discussions of hidden categories, even when asked by id", async () => {
    const lounge = await category("staff-lounge");
    const asMember = (await list("member", { limit: "100" })).discussions;
    expect(asMember.some((d) => d.categoryID === lounge.categoryID)).toBe(false);
    const asModerator = (await list("moderator", { limit: "100" })).discussions;
    expect(asModerator.some((d) => d.categoryID === lounge.categoryID)).toBe(true);
    // A hidden category answers as a missing one.
    expect((await t.call("member", { url: "/discussions", query: { categoryID: String(lounge.categoryID) } })).statusCode).toBe(404);
    const secretID = await t.discussionID("Moderation notes for this week");
    expect((await list("member", { discussionID: String(secretID) })).discussions).toEqual([]);
  });

  it("filters by category (with children), tag, author and id list", async () => {
    const support = await category("support");
    const own = (await list("guest", { categoryID: String(support.categoryID) })).discussions;
    expect(own).toEqual([]);
    const withChildren = (await list("guest", { categoryID: String(support.categoryID), includeChildCategories: "true", limit: "100" })).discussions;
    expect(withChildren.length).toBe(support.countAllDiscussions);

    const bug = await t.forum.selectFrom("tags").select("tagID").where("name", "=", "Bug").executeTakeFirstOrThrow();
    const tagged = (await list("guest", { tagID: String(bug.tagID), expand: "tags" })).discussions;
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((d) => d.tags?.some((tag) => tag.name === "Bug"))).toBe(true);

    const byAlice = (await list("guest", { insertUserID: String(t.userIDs.alice) })).discussions;
    expect(byAlice.length).toBeGreaterThan(0);
    expect(byAlice.every((d) => d.insertUserID === t.userIDs.alice)).toBe(true);

    const a = await t.discussionID("Coffee or tea?");
    const b = await t.discussionID("Show us your desk");
    const picked = (await list("guest", { discussionID: [String(a), String(b)] })).discussions;
    expect(picked.map((d) => d.discussionID).sort()).toEqual([a, b].sort());
  });

  it("expands users, category and breadcrumbs on request only, and gives an excerpt instead of the body", async () => {
    const plain = (await list("guest", { limit: "1", sort: "-dateInserted" })).discussions[0];
    expect(plain?.insertUser).toBeUndefined();
    expect(plain?.breadcrumbs).toBeUndefined();
    expect(plain?.body).toBeUndefined();
    expect(typeof plain?.excerpt).toBe("string");
    const full = (await list("guest", { limit: "1", sort: "-dateInserted", expand: "all" })).discussions[0];
    expect(full?.insertUser).toMatchObject({ userID: full?.insertUserID, url: expect.stringMatching(/^http:\/\/localhost:80\/profile\//) });
    expect(full?.lastUser?.userID).toBe(full?.lastUserID);
    expect(full?.category?.categoryID).toBe(full?.categoryID);
    expect(full?.breadcrumbs?.[0]).toEqual({ name: "Home", url: "/" });
  });

  it("tells members what is unread and bookmarked; guests get no read state", async () => {
    const id = await t.discussionID("Coffee or tea?");
    const before = (await list("member", { discussionID: String(id) })).discussions[0];
    expect(before).toMatchObject({ unread: true, bookmarked: false });
    expect(before?.countUnread).toBe(before?.countComments);
    await t.forum
      .insertInto("userDiscussion")
      .values({ userID: t.userIDs.member!, discussionID: id, dateLastViewed: new Date(), countCommentsRead: 5, bookmarked: true })
      .execute();
    const after = (await list("member", { discussionID: String(id) })).discussions[0];
    expect(after).toMatchObject({ unread: true, bookmarked: true, countUnread: (before?.countComments ?? 0) - 5 });
    const guest = (await list("guest", { discussionID: String(id) })).discussions[0];
    // No read state for guests: nothing new, nothing bookmarked (as Vanilla answers them).
    expect(guest).toMatchObject({ unread: false, bookmarked: false });
    expect(guest?.countUnread).toBeUndefined();
  });

  it("followed=true lists the discussions of the categories the member follows", async () => {
    const general = await category("general");
    const follow = (followed: boolean) =>
      t.call("member", {
        method: "PATCH",
        url: `/categories/${general.categoryID}/preferences/${t.userIDs.member}`,
        body: { "preferences.followed": followed },
      });
    expect((await list("member", { followed: "true" })).discussions).toEqual([]);
    expect((await follow(true)).statusCode).toBe(200);
    try {
      const followed = (await list("member", { followed: "true", limit: "100" })).discussions;
      expect(followed.length).toBeGreaterThan(0);
      expect(followed.length).toBe(general.countDiscussions);
      expect(followed.every((d) => d.categoryID === general.categoryID)).toBe(true);
      expect((await list("alice", { followed: "true" })).discussions).toEqual([]);
      expect((await list("guest", { followed: "true" })).discussions).toEqual([]);
    } finally {
      await follow(false);
    }
  });
});

describe("GET /discussions/{id}", () => {
  it("answers the discussion with rendered body, raw body and everything expanded", async () => {
    const id = await t.discussionID("Welcome to the community!");
    const response = await t.call("guest", { url: `/discussions/${id}` });
    expect(response.statusCode).toBe(200);
    const d = response.json<ForumDiscussion>();
    expect(d.body).toContain("<strong>welcome</strong>");
    expect(d.bodyHtml).toBe(d.body);
    expect(d.bodyRaw).toContain("**welcome**");
    expect(d.format).toBe("markdown");
    expect(d.url).toBe(`/discussion/${id}/welcome-to-the-community`);
    expect(d.tags?.map((tag) => tag.name)).toEqual(["Welcome"]);
    expect(d.breadcrumbs?.map((b) => b.name)).toEqual(["Home", "General", "Announcements"]);
    expect(d.pinned).toBe(true);
  });

  it("never lets a script through an html body", async () => {
    const d = (await t.call("guest", { url: `/discussions/${await t.discussionID("Post your best joke")}` })).json<ForumDiscussion>();
    expect(d.body).toContain("<strong>cache</strong>");
    expect(d.body).not.toContain("<script");
  });

  it("answers 404 for an unknown id and, alike, for a hidden one; 422 for a non-numeric one", async () => {
    expect((await t.call("guest", { url: "/discussions/999999" })).statusCode).toBe(404);
    const hidden = await t.call("member", { url: `/discussions/${await t.discussionID("Spam wave: what we changed")}` });
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { message: "Discussion not found.", status: 404 }]);
    expect((await t.call("guest", { url: "/discussions/abc" })).statusCode).toBe(422);
  });
});

describe("POST /discussions", () => {
  it("creates the discussion and updates category (up the tree), tag and user counts in one go", async () => {
    const before = { gs: await category("getting-started"), support: await category("support") };
    const author = await t.forum.selectFrom("users").select("countDiscussions").where("name", "=", "member").executeTakeFirstOrThrow();
    const tag = await t.forum.selectFrom("tags").select(["tagID", "countDiscussions"]).where("name", "=", "Question").executeTakeFirstOrThrow();
    const response = await t.call("member", {
      method: "POST",
      url: "/discussions",
      body: { name: "  Brand new question  ", body: "Hello **there**", format: "markdown", categoryID: before.gs.categoryID, tagIDs: [tag.tagID] },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<ForumDiscussion>();
    expect(created).toMatchObject({ name: "Brand new question", categoryID: before.gs.categoryID, insertUserID: t.userIDs.member, countComments: 0 });
    expect(created.body).toBe("<p>Hello <strong>there</strong></p>");
    expect(created.tags?.map((x) => x.tagID)).toEqual([tag.tagID]);

    const after = { gs: await category("getting-started"), support: await category("support") };
    expect(after.gs.countDiscussions).toBe(before.gs.countDiscussions + 1);
    expect(after.gs.countAllDiscussions).toBe(before.gs.countAllDiscussions + 1);
    expect(after.support.countAllDiscussions).toBe(before.support.countAllDiscussions + 1);
    expect(after.support.lastDiscussionID).toBe(created.discussionID);
    expect((await t.forum.selectFrom("users").select("countDiscussions").where("name", "=", "member").executeTakeFirstOrThrow()).countDiscussions).toBe(
      author.countDiscussions + 1,
    );
    expect((await t.forum.selectFrom("tags").select("countDiscussions").where("tagID", "=", tag.tagID).executeTakeFirstOrThrow()).countDiscussions).toBe(
      tag.countDiscussions + 1,
    );
    // It is now the most recent discussion after the announcement.
    expect((await list("guest", { limit: "2" })).discussions[1]?.discussionID).toBe(created.discussionID);
  });

  it("refuses guests, and members in a category only moderators may post in; nothing is written", async () => {
    const general = await category("general");
    const announcements = await category("announcements");
    const total = await count("discussions");
    const guest = await t.call("guest", { method: "POST", url: "/discussions", body: { name: "Hi", body: "x", categoryID: general.categoryID } });
    expect(guest.statusCode).toBe(403);
    const member = await t.call("member", { method: "POST", url: "/discussions", body: { name: "Hi", body: "x", categoryID: announcements.categoryID } });
    expect(member.statusCode).toBe(403);
    const lounge = await category("staff-lounge");
    // A hidden category is answered as a missing one.
    expect((await t.call("member", { method: "POST", url: "/discussions", body: { name: "Hi", body: "x", categoryID: lounge.categoryID } })).statusCode).toBe(
      422,
    );
    expect(await count("discussions")).toBe(total);
    const moderator = await t.call("moderator", {
      method: "POST",
      url: "/discussions",
      body: { name: "News", body: "x", categoryID: announcements.categoryID },
    });
    expect(moderator.statusCode).toBe(201);
  });

  it("rejects bad input with 422 naming the field, and writes nothing", async () => {
    const general = await category("general");
    const total = await count("discussions");
    const cases: [Record<string, unknown>, string][] = [
      [{ body: "x", categoryID: general.categoryID }, "name"],
      [{ name: "   ", body: "x", categoryID: general.categoryID }, "name"],
      [{ name: "x".repeat(101), body: "x", categoryID: general.categoryID }, "name"],
      [{ name: "Hi", body: "  ", categoryID: general.categoryID }, "body"],
      [{ name: "Hi", body: "not json", format: "rich2", categoryID: general.categoryID }, "body"],
      [{ name: "Hi", body: "x", categoryID: 999999 }, "categoryID"],
      [{ name: "Hi", body: "x", categoryID: general.categoryID, tagIDs: [999999] }, "tagIDs"],
      [{ name: "Hi", body: "x", categoryID: general.categoryID, format: "bbcode" }, "format"],
    ];
    for (const [body, field] of cases) {
      const response = await t.call("member", { method: "POST", url: "/discussions", body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await count("discussions")).toBe(total);
    expect((await category("general")).countDiscussions).toBe(general.countDiscussions);
  });
});

describe("PATCH /discussions/{id}", () => {
  const post = async (who: "member" | "alice", name: string) => {
    const general = await category("general");
    return (await t.call(who, { method: "POST", url: "/discussions", body: { name, body: "first", categoryID: general.categoryID } })).json<ForumDiscussion>();
  };

  it("lets the author edit within the edit window, and records who and when", async () => {
    const mine = await post("member", "Editable");
    const response = await t.call("member", { method: "PATCH", url: `/discussions/${mine.discussionID}`, body: { name: "Edited title", body: "second" } });
    expect(response.statusCode).toBe(200);
    expect(response.json<ForumDiscussion>()).toMatchObject({ name: "Edited title", bodyRaw: "second", updateUserID: t.userIDs.member });
    expect(response.json<ForumDiscussion>().dateUpdated).not.toBeNull();
  });

  it("refuses another member, and the author once the edit window has passed; moderators may still edit", async () => {
    const mine = await post("member", "Window");
    expect((await t.call("alice", { method: "PATCH", url: `/discussions/${mine.discussionID}`, body: { name: "Hijack" } })).statusCode).toBe(403);
    await t.forum
      .updateTable("discussions")
      .set({ dateInserted: new Date(Date.now() - 2 * 3600 * 1000) })
      .where("discussionID", "=", mine.discussionID)
      .execute();
    const late = await t.call("member", { method: "PATCH", url: `/discussions/${mine.discussionID}`, body: { name: "Too late" } });
    expect(late.statusCode).toBe(403);
    expect((await t.forum.selectFrom("discussions").select("name").where("discussionID", "=", mine.discussionID).executeTakeFirstOrThrow()).name).toBe(
      "Window",
    );
    // A negative timeout means no limit.
    await t.app.quorum.config.patch({ "ui.editContentTimeout": -1 });
    expect((await t.call("member", { method: "PATCH", url: `/discussions/${mine.discussionID}`, body: { name: "Forever editable" } })).statusCode).toBe(200);
    await t.app.quorum.config.patch({ "ui.editContentTimeout": 3600 });
    expect((await t.call("moderator", { method: "PATCH", url: `/discussions/${mine.discussionID}`, body: { name: "Moderated" } })).json().name).toBe(
      "Moderated",
    );
  });

  it("needs moderator permissions to close, sink, pin or move; the author may not edit a closed discussion", async () => {
    const mine = await post("member", "Moderate me");
    const url = `/discussions/${mine.discussionID}`;
    const offTopic = await category("off-topic");
    for (const body of [{ closed: true }, { sink: true }, { pinned: true }, { categoryID: offTopic.categoryID }]) {
      expect((await t.call("member", { method: "PATCH", url, body })).statusCode, JSON.stringify(body)).toBe(403);
    }
    const before = { general: await category("general"), off: await category("off-topic") };
    const moved = await t.call("moderator", {
      method: "PATCH",
      url,
      body: { closed: true, pinned: true, pinLocation: "recent", categoryID: offTopic.categoryID },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ closed: true, pinned: true, pinLocation: "recent", categoryID: offTopic.categoryID });
    expect((await category("general")).countDiscussions).toBe(before.general.countDiscussions - 1);
    expect((await category("off-topic")).countDiscussions).toBe(before.off.countDiscussions + 1);
    expect((await t.call("member", { method: "PATCH", url, body: { name: "Reopen?" } })).statusCode).toBe(403);
  });

  it("rejects bad input naming the field and changes nothing", async () => {
    const mine = await post("member", "Stays");
    const url = `/discussions/${mine.discussionID}`;
    for (const [body, field] of [
      [{ name: " " }, "name"],
      [{ pinLocation: "sidebar" }, "pinLocation"],
      [{ body: "[not rich", format: "rich2" }, "body"],
      [{ unknown: 1, name: "" }, "name"],
    ] as const) {
      const response = await t.call("member", { method: "PATCH", url, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    const moderator = await t.call("moderator", { method: "PATCH", url, body: { categoryID: 999999 } });
    expect(moderator.statusCode).toBe(422);
    expect(moderator.json().errors).toHaveProperty("categoryID");
    expect((await t.call("guest", { url })).json()).toMatchObject({ name: "Stays", bodyRaw: "first", categoryID: mine.categoryID });
  });
});

describe("DELETE /discussions/{id}", () => {
  it("needs discussions.delete; a moderator's delete removes comments and fixes counts", async () => {
    const id = await t.discussionID("Weekend plans thread");
    const row = await t.forum.selectFrom("discussions").selectAll().where("discussionID", "=", id).executeTakeFirstOrThrow();
    const off = await category("off-topic");
    const comments = await count("comments");
    expect((await t.call("alice", { method: "DELETE", url: `/discussions/${id}` })).statusCode).toBe(403);
    expect((await t.call("guest", { method: "DELETE", url: `/discussions/${id}` })).statusCode).toBe(403);
    expect(await count("comments")).toBe(comments);

    expect((await t.call("moderator", { method: "DELETE", url: `/discussions/${id}` })).statusCode).toBe(204);
    expect((await t.call("guest", { url: `/discussions/${id}` })).statusCode).toBe(404);
    expect(await count("comments")).toBe(comments - row.countComments);
    const after = await category("off-topic");
    expect(after.countDiscussions).toBe(off.countDiscussions - 1);
    expect(after.countComments).toBe(off.countComments - row.countComments);
    expect((await t.call("moderator", { method: "DELETE", url: `/discussions/${id}` })).statusCode).toBe(404);
  });
});
