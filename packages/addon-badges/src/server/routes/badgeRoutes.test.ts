import { qnaHooks } from "@quorum/addon-qna/contract/server";
import { GUEST_USER, type LayoutResponse, type Notification, type WidgetNode } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY, userPoints, type Viewer } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Badge, BadgeHolder, BadgeRequest, LeaderboardRow, UserBadge } from "../../shared/Badge";
import { badgesDb } from "../db/BadgesTables";
import badges from "../index";
import { lazyBadges } from "../services/lazyBadges";

let t: ForumTestApp;

// The real forum the add-on requires, seeded as a new site; the add-on starts disabled and a site
// manager enables it, as on a real site (its migration runs then, and on a demo site its seed).
beforeAll(async () => {
  t = await createForumTestApp({ addons: [badges], disabled: ["badges"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/badges", body: { enabled }, cookie: t.cookies.admin });
const all = async (): Promise<Badge[]> => (await t.call("admin", { url: "/badges" })).json<Badge[]>();
const byName = async (name: string): Promise<Badge> => {
  const found = (await all()).find((badge) => badge.name === name);
  if (!found) throw new Error(`No badge ${name}`);
  return found;
};
const badgesOf = async (userID: number): Promise<string[]> =>
  (await t.call("admin", { url: `/users/${userID}/badges` })).json<UserBadge[]>().map((badge) => badge.name);
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
const comment = async (as: DemoUser, body: string) => {
  const discussionID = await t.discussionID("Welcome to the community!");
  const res = await t.call(as, { method: "POST", url: "/comments", body: { discussionID, body, format: "text" } });
  expect(res.statusCode, res.body).toBe(201);
};
const notices = async (as: DemoUser): Promise<Notification[]> => {
  await t.app.quorum.notifications.worker.idle();
  return (await t.call(as, { url: "/notifications" })).json<Notification[]>().filter((n) => n.activityType === "Badge");
};

describe("badges on a site", () => {
  it("answers 404 until a site manager enables it; enabled on a demo site it has the automatic badges and seeds its demo badges", async () => {
    expect((await t.call("member", { url: "/badges" })).statusCode).toBe(404);
    expect((await t.call("member", { url: "/badges/leaderboard" })).statusCode).toBe(404);
    expect((await enable(true)).statusCode).toBe(200);
    const names = (await all()).map((badge) => badge.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "First Comment",
        "10 Comments",
        "100 Comments",
        "1,000 Comments",
        "First Anniversary",
        "Liked",
        "Community Helper",
        "Welcome Committee",
      ]),
    );
    const helper = await byName("Community Helper");
    expect(helper).toMatchObject({ requestable: true, rule: null, icon: "medal", countUsers: 1, url: `/badges/${helper.badgeID}` });
    expect(await badgesOf(t.userIDs.alice ?? 0)).toEqual(expect.arrayContaining(["Community Helper", "Welcome Committee"]));
    // The demo's awards notify nobody.
    expect(await notices("alice")).toEqual([]);
  });

  it("lets everyone read badges and only badges.manage create, edit and delete them; bad input is 422, a missing badge 404", async () => {
    expect((await t.call("guest", { url: "/badges" })).statusCode).toBe(200);
    const body = { name: "Bug Hunter", description: "Reported a real bug.", icon: "star", points: 30, requestable: true };
    for (const as of ["guest", "member", "moderator"] as const) expect((await t.call(as, { method: "POST", url: "/badges", body })).statusCode).toBe(403);
    const created = await t.call("admin", { method: "POST", url: "/badges", body });
    expect(created.statusCode).toBe(201);
    const badge = created.json<Badge>();
    expect(badge).toMatchObject({ name: "Bug Hunter", points: 30, rule: null, requestable: true, countUsers: 0 });
    for (const [bad, field] of [
      [{ ...body, icon: "<img src=x>" }, "icon"],
      [{ ...body, name: "   " }, "name"],
      [{ ...body, points: -1 }, "points"],
      [{ ...body, rule: { type: "comments", threshold: 0 } }, "rule"],
      [{ ...body, rule: { type: "comments", threshold: 5 } }, "requestable"],
    ] as const) {
      const res = await t.call("admin", { method: "POST", url: "/badges", body: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(JSON.stringify(res.json()), JSON.stringify(bad)).toContain(field);
    }
    expect((await t.call("member", { method: "PATCH", url: `/badges/${badge.badgeID}`, body: { points: 1 } })).statusCode).toBe(403);
    const patched = await t.call("admin", { method: "PATCH", url: `/badges/${badge.badgeID}`, body: { points: 40, name: " Bug Squasher " } });
    expect(patched.json<Badge>()).toMatchObject({ name: "Bug Squasher", points: 40 });
    expect((await t.call("admin", { method: "PATCH", url: `/badges/${badge.badgeID}`, body: {} })).statusCode).toBe(422);
    // Only fields the badge does not have: nothing to change, refused like an empty body (was a 500).
    expect((await t.call("admin", { method: "PATCH", url: `/badges/${badge.badgeID}`, body: { fuzzExtra: 1 } })).json()).toMatchObject({
      status: 422,
      errors: { body: [{ code: "minProperties" }] },
    });
    expect((await t.call("admin", { method: "PATCH", url: `/badges/${badge.badgeID}`, body: { rule: { type: "comments", threshold: 3 } } })).statusCode).toBe(
      422,
    );
    expect((await t.call("member", { url: "/badges/999999" })).statusCode).toBe(404);
    expect((await t.call("member", { url: "/badges/abc" })).statusCode).toBe(422);
    expect((await t.call("admin", { method: "PATCH", url: "/badges/999999", body: { points: 1 } })).statusCode).toBe(404);
    expect((await t.call("member", { method: "DELETE", url: `/badges/${badge.badgeID}` })).statusCode).toBe(403);
    expect((await t.call("admin", { method: "DELETE", url: `/badges/${badge.badgeID}` })).statusCode).toBe(204);
    expect((await t.call("admin", { method: "DELETE", url: `/badges/${badge.badgeID}` })).statusCode).toBe(404);
  });

  it("awards First Comment in the comment's transaction and notifies the member; the member's points are their badges' points", async () => {
    const userID = t.userIDs.member ?? 0;
    // A member with no comment yet on this site.
    const db = badgesDb(t.db);
    await db.deleteFrom("comments").where("insertUserID", "=", userID).execute();
    await db.deleteFrom("userBadges").where("userID", "=", userID).execute();
    expect(await badgesOf(userID)).toEqual([]);
    await comment("member", "My very first comment.");
    expect(await badgesOf(userID)).toEqual(["First Comment"]);
    const [notice] = await notices("member");
    expect(notice).toMatchObject({
      body: "You earned the <b>First Comment</b> badge",
      url: expect.stringContaining(`/badges/${(await byName("First Comment")).badgeID}`),
    });
    expect(
      (await userPoints(t.app.quorum.addons, [userID], { db: t.db, viewer: { user: { userID: 0 } } as never, addons: t.app.quorum.addons })).get(userID),
    ).toBe(5);
    // A second comment awards nothing new and notifies no more.
    await comment("member", "And another one.");
    expect(await badgesOf(userID)).toEqual(["First Comment"]);
    expect(await notices("member")).toHaveLength(1);
  });

  it("awards 10 Comments at the tenth comment", async () => {
    const userID = t.userIDs.member ?? 0;
    const { count } = await badgesDb(t.db)
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("insertUserID", "=", userID)
      .executeTakeFirstOrThrow();
    for (let n = Number(count); n < 9; n++) await comment("member", `Comment number ${n + 1}.`);
    expect(await badgesOf(userID)).not.toContain("10 Comments");
    await comment("member", "The tenth comment.");
    expect(await badgesOf(userID)).toContain("10 Comments");
  });

  it("takes requests for requestable badges that moderators approve (awarding and notifying) or deny", async () => {
    const helper = await byName("Community Helper");
    const welcome = await byName("Welcome Committee");
    const url = `/badges/${helper.badgeID}/requests`;
    expect((await t.call("guest", { method: "POST", url, body: { reason: "Me" } })).statusCode).toBe(403);
    expect((await t.call("member", { method: "POST", url, body: { reason: " " } })).statusCode).toBe(422);
    expect((await t.call("member", { method: "POST", url, body: {} })).statusCode).toBe(422);
    expect((await t.call("member", { method: "POST", url: `/badges/${welcome.badgeID}/requests`, body: { reason: "Me" } })).statusCode).toBe(403);
    expect((await t.call("member", { method: "POST", url: "/badges/999999/requests", body: { reason: "Me" } })).statusCode).toBe(404);
    // alice holds it already.
    expect((await t.call("alice", { method: "POST", url, body: { reason: "Me" } })).statusCode).toBe(422);
    const asked = await t.call("member", { method: "POST", url, body: { reason: "I helped three newcomers." } });
    expect(asked.statusCode).toBe(201);
    const request = asked.json<BadgeRequest>();
    expect(request).toMatchObject({ status: "pending", badgeName: "Community Helper", userName: "member", reason: "I helped three newcomers." });
    expect((await t.call("member", { url: `/badges/${helper.badgeID}/requests/me` })).json<BadgeRequest>()).toMatchObject({ status: "pending" });
    // One request: its member and moderators read it; to others it is missing.
    for (const as of ["member", "moderator", "admin"] as const)
      expect((await t.call(as, { url: `/badges/requests/${request.requestID}` })).statusCode, as).toBe(200);
    for (const as of ["guest", "alice"] as const) expect((await t.call(as, { url: `/badges/requests/${request.requestID}` })).statusCode, as).toBe(404);
    expect((await t.call("moderator", { url: "/badges/requests/999999" })).statusCode).toBe(404);

    for (const as of ["guest", "member"] as const) expect((await t.call(as, { url: "/badges/requests" })).statusCode).toBe(403);
    const pending = (await t.call("moderator", { url: "/badges/requests" })).json<BadgeRequest[]>();
    expect(pending.map((r) => r.userName)).toEqual(expect.arrayContaining(["member", "bob"]));
    expect((await t.call("moderator", { url: "/badges/requests", query: { status: "maybe" } })).statusCode).toBe(422);

    const patch = (as: DemoUser, requestID: number, status: string) => t.call(as, { method: "PATCH", url: `/badges/requests/${requestID}`, body: { status } });
    expect((await patch("member", request.requestID, "approved")).statusCode).toBe(403);
    expect((await patch("moderator", request.requestID, "maybe")).statusCode).toBe(422);
    expect((await patch("moderator", 999999, "approved")).statusCode).toBe(404);
    const approved = await patch("moderator", request.requestID, "approved");
    expect(approved.statusCode).toBe(200);
    expect(approved.json<BadgeRequest>().status).toBe("approved");
    expect((await patch("moderator", request.requestID, "denied")).statusCode).toBe(422);
    expect(await badgesOf(t.userIDs.member ?? 0)).toContain("Community Helper");
    expect((await notices("member")).map((n) => n.body)).toContain("You earned the <b>Community Helper</b> badge");

    const bobs = pending.find((r) => r.userName === "bob");
    expect((await patch("moderator", bobs?.requestID ?? 0, "denied")).json<BadgeRequest>().status).toBe("denied");
    expect(await badgesOf(t.userIDs.bob ?? 0)).not.toContain("Community Helper");
    expect((await t.call("moderator", { url: "/badges/requests" })).json<BadgeRequest[]>()).toEqual([]);
  });

  it("lets badges.moderate give and take back badges; lists a badge's holders", async () => {
    const welcome = await byName("Welcome Committee");
    const url = `/badges/${welcome.badgeID}/users`;
    const memberID = t.userIDs.member ?? 0;
    for (const as of ["guest", "member"] as const) expect((await t.call(as, { method: "POST", url, body: { userID: memberID } })).statusCode).toBe(403);
    expect((await t.call("moderator", { method: "POST", url, body: { userID: 999999 } })).statusCode).toBe(422);
    expect((await t.call("moderator", { method: "POST", url, body: { userID: "x" } })).statusCode).toBe(422);
    const given = await t.call("moderator", { method: "POST", url, body: { userID: memberID, reason: "Greets everyone." } });
    expect(given.statusCode).toBe(201);
    expect(given.json<UserBadge>()).toMatchObject({ name: "Welcome Committee", points: 15 });
    expect((await t.call("moderator", { method: "POST", url, body: { userID: memberID } })).statusCode).toBe(422);
    const holders = (await t.call("guest", { url })).json<BadgeHolder[]>().map((holder) => holder.name);
    expect(holders).toEqual(expect.arrayContaining(["member", "alice", "bob"]));
    expect((await t.call("member", { method: "DELETE", url: `${url}/${memberID}` })).statusCode).toBe(403);
    expect((await t.call("moderator", { method: "DELETE", url: `${url}/${memberID}` })).statusCode).toBe(204);
    expect((await t.call("moderator", { method: "DELETE", url: `${url}/${memberID}` })).statusCode).toBe(404);
    expect(await badgesOf(memberID)).not.toContain("Welcome Committee");
  });

  it("awards anniversaries and reactions received lazily, at the reader's clock", async () => {
    const memberID = t.userIDs.member ?? 0;
    const db = badgesDb(t.db);
    const { dateInserted } = await db.selectFrom("users").select("dateInserted").where("userID", "=", memberID).executeTakeFirstOrThrow();
    const joined = new Date(dateInserted).getTime();
    const DAY = 24 * 60 * 60 * 1000;
    expect(await lazyBadges(db, memberID, new Date(joined + 364 * DAY))).toEqual([]);
    const anniversary = await byName("First Anniversary");
    expect(await lazyBadges(db, memberID, new Date(joined + 366 * DAY))).toEqual([anniversary.badgeID]);
    expect(await badgesOf(memberID)).toContain("First Anniversary");

    // Two reactions of others (not one's own) make "Liked" once its threshold is 2.
    const liked = await byName("Liked");
    await t.call("admin", { method: "PATCH", url: `/badges/${liked.badgeID}`, body: { rule: { type: "reactions", threshold: 2 } } });
    const mine = await db.selectFrom("comments").select("commentID").where("insertUserID", "=", memberID).orderBy("commentID").executeTakeFirstOrThrow();
    for (const as of ["member", "alice"] as const) {
      expect((await t.call(as, { method: "POST", url: `/comments/${mine.commentID}/reactions`, body: { reactionType: "like" } })).statusCode).toBe(200);
    }
    expect(await badgesOf(memberID)).not.toContain("Liked");
    expect((await t.call("bob", { method: "POST", url: `/comments/${mine.commentID}/reactions`, body: { reactionType: "like" } })).statusCode).toBe(200);
    expect(await badgesOf(memberID)).toContain("Liked");
    expect((await notices("member")).map((n) => n.body)).toEqual(
      expect.arrayContaining(["You earned the <b>First Anniversary</b> badge", "You earned the <b>Liked</b> badge"]),
    );
  });

  it("awards Accepted Answer through Q&A's contract (qnaHooks.answerAccepted), in the judgement's transaction", async () => {
    const bobID = t.userIDs.bob ?? 0;
    const hooks = [...t.app.quorum.addons.hooks(qnaHooks.answerAccepted)];
    expect(hooks).toHaveLength(1);
    const viewer: Viewer = { user: GUEST_USER, permissions: { isAdmin: false, permissions: [] }, sessionID: null };
    const answer = { commentID: 1, discussionID: 1, answerUserID: bobID, acceptUserID: t.userIDs.admin ?? 0, countAccepted: 1 };
    // Rolled back with the judgement: no badge.
    await expect(
      t.db.transaction().execute(async (trx) => {
        for (const hook of hooks) await hook(answer, { db: trx, viewer, addons: t.app.quorum.addons });
        throw new Error("the judgement failed");
      }),
    ).rejects.toThrow("the judgement failed");
    expect(await badgesOf(bobID)).not.toContain("Accepted Answer");
    await t.db.transaction().execute(async (trx) => {
      for (const hook of hooks) await hook(answer, { db: trx, viewer, addons: t.app.quorum.addons });
    });
    expect(await badgesOf(bobID)).toContain("Accepted Answer");
  });

  it("reads a member's badges as their profile: 404 for no such member", async () => {
    expect((await t.call("guest", { url: "/users/999999/badges" })).statusCode).toBe(404);
    expect((await t.call("guest", { url: "/users/x/badges" })).statusCode).toBe(422);
  });

  it("ranks members by points over all time, the month and the week, by award dates", async () => {
    const before = (await t.call("guest", { url: "/badges/leaderboard" })).json<LeaderboardRow[]>();
    expect(before.length).toBeGreaterThan(0);
    const top = await t.call("admin", { method: "POST", url: "/badges", body: { name: "Legend", icon: "trophy", points: 1000 } });
    const legend = top.json<Badge>();
    await t.call("moderator", { method: "POST", url: `/badges/${legend.badgeID}/users`, body: { userID: t.userIDs.bob } });
    for (const slotType of ["a", "m", "w"] as const) {
      const rows = (await t.call("guest", { url: "/badges/leaderboard", query: { slotType } })).json<LeaderboardRow[]>();
      expect(rows[0]?.name, slotType).toBe("bob");
    }
    // The award moved to 40 days ago: still all time, out of this week (and of the month, whatever the day).
    await badgesDb(t.db)
      .updateTable("userBadges")
      .set({ dateInserted: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where("badgeID", "=", legend.badgeID)
      .execute();
    expect((await t.call("guest", { url: "/badges/leaderboard", query: { slotType: "a" } })).json<LeaderboardRow[]>()[0]?.name).toBe("bob");
    for (const slotType of ["m", "w"] as const) {
      const rows = (await t.call("guest", { url: "/badges/leaderboard", query: { slotType } })).json<LeaderboardRow[]>();
      expect(rows.find((row) => row.name === "bob")?.points ?? 0, slotType).toBeLessThan(1000);
    }
    expect((await t.call("guest", { url: "/badges/leaderboard", query: { slotType: "y" } })).statusCode).toBe(422);
    expect((await t.call("guest", { url: "/badges/leaderboard", query: { limit: "0" } })).statusCode).toBe(422);
  });

  it("places the leaderboard on the home page and the member's badges on the profile's Badges tab, server-rendered", async () => {
    const home = (
      await t.call("guest", { url: "/layouts/lookup-hydrate", query: { layoutViewType: "home", recordType: "siteSection", recordID: "0" } })
    ).json<LayoutResponse>();
    const board = widget(home, "LeaderboardWidget");
    expect(board).toMatchObject({ title: "Leaderboard", slot: "a", limit: 10 });
    expect((board?.rows as LeaderboardRow[])[0]?.name).toBe("bob");

    const profile = (tab: string) =>
      t.call("guest", {
        url: "/layouts/lookup-hydrate",
        query: { layoutViewType: "profile", recordType: "user", recordID: "member", "params[userName]": "member", "params[tab]": tab },
      });
    const page = await profile("badges");
    expect(page.statusCode, page.body).toBe(200);
    const tab = widget(page.json<LayoutResponse>(), "ProfileBadgesWidget");
    expect((tab?.badges as UserBadge[]).map((badge) => badge.name)).toEqual(expect.arrayContaining(["First Comment", "Community Helper"]));
    expect(tab?.points).toBeGreaterThanOrEqual(25);
    // Another tab: nothing of ours.
    expect(widget((await profile("comments")).json<LayoutResponse>(), "ProfileBadgesWidget")?.badges).toBeNull();
  });

  it("is gone again when disabled: routes 404, no points, no leaderboard, no Badges tab", async () => {
    expect((await enable(false)).statusCode).toBe(200);
    for (const url of ["/badges", "/badges/1", "/badges/leaderboard", "/badges/requests", `/users/${t.userIDs.member}/badges`]) {
      expect((await t.call("admin", { url })).statusCode, url).toBe(404);
    }
    const memberID = t.userIDs.member ?? 0;
    expect(
      (await userPoints(t.app.quorum.addons, [memberID], { db: t.db, viewer: { user: { userID: 0 } } as never, addons: t.app.quorum.addons })).get(memberID),
    ).toBe(0);
    const home = (
      await t.call("guest", { url: "/layouts/lookup-hydrate", query: { layoutViewType: "home", recordType: "siteSection", recordID: "0" } })
    ).json<LayoutResponse>();
    expect(widget(home, "LeaderboardWidget")).toBeUndefined();
    const tab = await t.call("guest", {
      url: "/layouts/lookup-hydrate",
      query: { layoutViewType: "profile", recordType: "user", recordID: "member", "params[userName]": "member", "params[tab]": "badges" },
    });
    expect(tab.statusCode).toBe(404);
    expect((await enable(true)).statusCode).toBe(200);
  });
});
