import { createCategory, forumDb } from "@quorum/forum/contract/server";
import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "../../shared/AnalyticsSummary";
import { analyticsDb } from "../db/AnalyticsTables";
import analytics from "../index";

let t: ForumTestApp;
let general: number;
let staff: number;
let publicDiscussion: number;
let staffDiscussion: number;

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/analytics", body: { enabled }, cookie: t.cookies.admin });
const summary = (as: Parameters<ForumTestApp["call"]>[0], query: string) => t.call(as, { url: `/analytics/summary?${query}` });
const fields = (res: { json<T>(): T }) => Object.keys(res.json<{ errors?: Record<string, unknown> }>().errors ?? {});
const views = () => analyticsDb(t.db).selectFrom("pageViews").selectAll().orderBy("pageViewID", "desc");

async function discussion(categoryID: number, name: string): Promise<number> {
  const res = await t.call("admin", { method: "POST", url: "/discussions", body: { name, body: "Read me.", format: "text", categoryID } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ discussionID: number }>().discussionID;
}

// The real forum, seeded as a new demo site; the add-on starts disabled and a site manager enables it.
beforeAll(async () => {
  t = await createForumTestApp({ addons: [analytics], disabled: ["analytics"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  general = await t.categoryID("general");
  staff = await t.categoryID("staff-lounge");
  publicDiscussion = await discussion(general, "Everyone reads this");
  staffDiscussion = await discussion(staff, "Staff only");
});
afterAll(() => t?.close());

describe("analytics on a site", () => {
  it("answers 404 on every route while disabled; enabled on a demo site it seeds weeks of views", async () => {
    expect((await t.call("member", { method: "POST", url: "/tick", body: { url: "/" } })).statusCode).toBe(404);
    expect((await t.call("member", { url: "/analytics/privacy" })).statusCode).toBe(404);
    expect((await t.call("member", { method: "POST", url: "/analytics/privacy", body: { AnonymizeData: 1 } })).statusCode).toBe(404);
    expect((await summary("admin", `from=${daysAgo(7)}&to=${today()}`)).statusCode).toBe(404);

    const enabled = await enable(true);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const res = await summary("admin", `from=${daysAgo(41)}&to=${today()}`);
    expect(res.statusCode, res.body).toBe(200);
    const seeded = res.json<AnalyticsSummary>();
    expect(seeded.views).toHaveLength(42);
    // Every one of the six weeks has views, and the top lists name real discussions and categories.
    expect(seeded.views.slice(0, 41).every((day) => day.count > 0)).toBe(true);
    expect(seeded.topDiscussions.length).toBeGreaterThan(0);
    expect(seeded.topCategories.length).toBeGreaterThan(0);
    expect(seeded.activeMembers.some((day) => day.count > 0)).toBe(true);
  });

  it("stores a tick with the spec's page-view fields, fills the discussion's category from the address, and counts it on the dashboard", async () => {
    const before = (await summary("admin", `from=${today()}&to=${today()}&limit=50`)).json<AnalyticsSummary>();
    const tick = await t.call("member", {
      method: "POST",
      url: "/tick",
      body: {
        type: "discussion_view",
        url: `http://localhost/discussion/${publicDiscussion}/everyone-reads-this`,
        pageName: "Discussion",
        siteSectionID: "0",
        referrer: "http://localhost/",
        groupID: 3,
        eventID: 4,
      },
    });
    expect(tick.statusCode, tick.body).toBe(201);
    const [row] = await views().limit(1).execute();
    expect(row).toMatchObject({
      userID: t.userIDs.member,
      anonymized: false,
      discussionID: publicDiscussion,
      categoryID: general,
      pageName: "Discussion",
      siteSectionID: "0",
      referrer: "http://localhost/",
      groupID: 3,
      eventID: 4,
    });
    const after = (await summary("admin", `from=${today()}&to=${today()}&limit=50`)).json<AnalyticsSummary>();
    expect(after.views[0]!.count).toBe(before.views[0]!.count + 1);
    expect(after.activeMembers[0]!.count).toBeGreaterThanOrEqual(1);
    const viewsOf = (s: AnalyticsSummary) => s.topDiscussions.find((d) => d.recordID === publicDiscussion)?.views ?? 0;
    expect(viewsOf(after)).toBe(viewsOf(before) + 1);
    expect(after.topCategories.find((c) => c.recordID === general)?.views).toBeGreaterThanOrEqual(1);
  });

  it("takes ticks from guests, with no user id", async () => {
    expect((await t.call("guest", { method: "POST", url: "/tick", body: { url: "/discussions" } })).statusCode).toBe(201);
    const [row] = await views().limit(1).execute();
    expect(row).toMatchObject({ userID: null, url: "/discussions", discussionID: null });
  });

  it("refuses bad ticks with 422 naming the field, and never 500", async () => {
    for (const [body, field] of [
      [{}, "url"],
      [{ url: "" }, "url"],
      [{ url: "/", discussionID: "x" }, "discussionID"],
      [{ url: "/", discussionID: -1 }, "discussionID"],
      [{ url: "/", categoryID: 1.5 }, "categoryID"],
      [{ url: "x".repeat(2001) }, "url"],
      [{ url: "/", referrer: "x".repeat(2001) }, "referrer"],
      [{ url: "/", AnonymizeData: 1, groupID: 0 }, "groupID"],
    ] as const) {
      const res = await t.call("member", { method: "POST", url: "/tick", body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(fields(res).join(), JSON.stringify(body)).toContain(field);
    }
    // A discussion that does not exist is dropped, not stored.
    expect((await t.call("member", { method: "POST", url: "/tick", body: { url: "/discussion/99999999" } })).statusCode).toBe(201);
    expect((await views().limit(1).execute())[0]).toMatchObject({ discussionID: null });
  });

  it("keeps a member's AnonymizeData (1, 0, -1): anonymised views keep no user id or referrer and count for no member", async () => {
    expect((await t.call("alice", { url: "/analytics/privacy" })).json()).toEqual({ AnonymizeData: -1 });
    const set = await t.call("alice", { method: "POST", url: "/analytics/privacy", body: { AnonymizeData: 1 } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ AnonymizeData: 1 });
    expect((await t.call("alice", { url: "/analytics/privacy" })).json()).toEqual({ AnonymizeData: 1 });
    // Another member's setting is their own.
    expect((await t.call("bob", { url: "/analytics/privacy" })).json()).toEqual({ AnonymizeData: -1 });

    const members = async () => (await summary("admin", `from=${today()}&to=${today()}`)).json<AnalyticsSummary>().activeMembers[0]!.count;
    const before = await members();
    await t.call("alice", { method: "POST", url: "/tick", body: { url: `/discussion/${publicDiscussion}`, referrer: "https://search.example/?q=alice" } });
    expect((await views().limit(1).execute())[0]).toMatchObject({ userID: null, anonymized: true, referrer: null, discussionID: publicDiscussion });
    expect(await members()).toBe(before);

    expect((await t.call("alice", { method: "POST", url: "/analytics/privacy", body: { AnonymizeData: 0 } })).json()).toEqual({ AnonymizeData: 0 });
    await t.call("alice", { method: "POST", url: "/tick", body: { url: "/" } });
    expect((await views().limit(1).execute())[0]).toMatchObject({ userID: t.userIDs.alice, anonymized: false });
    expect(await members()).toBe(before + 1);
  });

  it("keeps a guest's choice in the cookie named by garden.cookie.name", async () => {
    const anonymous = await api(t.app, {
      method: "POST",
      url: "/tick",
      body: { url: "/", referrer: "https://a.example/" },
      headers: { cookie: "quorum-AnonymizeData=1" },
    });
    expect(anonymous.statusCode).toBe(201);
    expect((await views().limit(1).execute())[0]).toMatchObject({ anonymized: true, referrer: null });
    await api(t.app, { method: "POST", url: "/tick", body: { url: "/", referrer: "https://a.example/" }, headers: { cookie: "quorum-AnonymizeData=0" } });
    expect((await views().limit(1).execute())[0]).toMatchObject({ anonymized: false, referrer: "https://a.example/" });
  });

  it("refuses the privacy setting to guests (403) and bad values (422)", async () => {
    expect((await t.call("guest", { url: "/analytics/privacy" })).statusCode).toBe(403);
    expect((await t.call("guest", { method: "POST", url: "/analytics/privacy", body: { AnonymizeData: 1 } })).statusCode).toBe(403);
    // (The API coerces "1" to 1, as it does every number field.)
    for (const AnonymizeData of [2, -2, 0.5, "yes", {}]) {
      const res = await t.call("member", { method: "POST", url: "/analytics/privacy", body: { AnonymizeData } });
      expect(res.statusCode).toBe(422);
      expect(fields(res)).toContain("AnonymizeData");
    }
  });

  it("answers the summary to site managers only (403 to others, guests included), and 422 for a bad range", async () => {
    const range = `from=${daysAgo(7)}&to=${today()}`;
    for (const as of ["guest", "member", "moderator"] as const) expect((await summary(as, range)).statusCode, as).toBe(403);
    // The permission comes first: a bad range tells a non-manager nothing either.
    expect((await summary("member", "from=nope")).statusCode).toBe(403);
    for (const [query, field] of [
      ["", "from"],
      [`from=${today()}`, "to"],
      ["from=2026-02-31&to=2026-03-01", "from"],
      ["from=yesterday&to=2026-03-01", "from"],
      [`from=${today()}&to=${daysAgo(1)}`, "to"],
      ["from=2020-01-01&to=2026-01-01", "to"],
      [`from=${today()}&to=${today()}&limit=0`, "limit"],
    ] as const) {
      const res = await summary("admin", query);
      expect(res.statusCode, query).toBe(422);
      expect(fields(res), query).toContain(field);
    }
  });

  it("counts new discussions and comments per day", async () => {
    const before = (await summary("admin", `from=${today()}&to=${today()}`)).json<AnalyticsSummary>();
    await discussion(general, "One more");
    expect(
      (await t.call("member", { method: "POST", url: "/comments", body: { discussionID: publicDiscussion, body: "A reply.", format: "text" } })).statusCode,
    ).toBe(201);
    const after = (await summary("admin", `from=${today()}&to=${today()}`)).json<AnalyticsSummary>();
    expect(after.discussions[0]!.count).toBe(before.discussions[0]!.count + 1);
    expect(after.comments[0]!.count).toBe(before.comments[0]!.count + 1);
  });

  it("lists in the top lists only what the manager may see in the forum's categories", async () => {
    await t.call("moderator", { method: "POST", url: "/tick", body: { url: `/discussion/${staffDiscussion}` } });
    const seen = (await summary("admin", `from=${today()}&to=${today()}&limit=50`)).json<AnalyticsSummary>();
    expect(seen.topDiscussions.map((d) => d.recordID)).toContain(staffDiscussion);
    // A hidden category (an add-on's, such as a group's) is seen only by those granted it, site
    // managers included: its discussion's views are counted but never listed to them.
    const hidden = await createCategory(t.db, { name: "Secret room", hidden: true });
    const { discussionID } = await forumDb(t.db)
      .insertInto("discussions")
      .values({
        statusID: 0,
        name: "Behind closed doors",
        body: "x",
        format: "text",
        bodyHtml: "<p>x</p>",
        excerpt: "x",
        categoryID: hidden,
        insertUserID: t.userIDs.admin!,
        dateInserted: new Date(),
        dateLastComment: new Date(),
        lastCommentUserID: t.userIDs.admin!,
        lastCommentID: null,
        updateUserID: null,
        pinLocation: null,
        attributes: "{}",
      })
      .returning("discussionID")
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i++) await t.call("guest", { method: "POST", url: "/tick", body: { url: `/discussion/${discussionID}` } });
    const top = (await summary("admin", `from=${today()}&to=${today()}&limit=50`)).json<AnalyticsSummary>();
    expect(top.topDiscussions.map((d) => d.recordID)).not.toContain(discussionID);
    expect(top.topCategories.map((c) => c.recordID)).not.toContain(hidden);
    expect(top.topDiscussions.map((d) => d.recordID)).toContain(staffDiscussion);
    const [row] = await views().limit(1).execute();
    expect(row).toMatchObject({ discussionID, categoryID: hidden });
  });

  it("answers 404 again once disabled", async () => {
    expect((await enable(false)).statusCode).toBe(200);
    expect((await t.call("guest", { method: "POST", url: "/tick", body: { url: "/" } })).statusCode).toBe(404);
    expect((await summary("admin", `from=${today()}&to=${today()}`)).statusCode).toBe(404);
  });
});
