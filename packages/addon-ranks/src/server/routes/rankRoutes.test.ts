import type { ApiErrorBody, Comment, Discussion, User } from "@quorum/api";
import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { createUser, DEMO_SITE_KEY, defineServerAddon, pointsHooks } from "@quorum/server";
import { api, signIn } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Rank, UserRank } from "../../shared/Rank";
import { ranksDb } from "../db/RanksTables";
import ranks from "../index";

// A points source standing in for badges: alice has 120 points, everyone else none.
const points = defineServerAddon({
  key: "pointsfixture",
  name: "Points fixture",
  description: "Gives alice points.",
  version: "0.1.0",
  enabledByDefault: true,
  extend: [
    pointsHooks.source.with(async (userIDs, { db }) => {
      const alice = await db.selectFrom("users").select("userID").where("name", "=", "alice").executeTakeFirst();
      return new Map(alice && userIDs.includes(alice.userID) ? [[alice.userID, 120]] : []);
    }),
  ],
});

let t: ForumTestApp;
let general: number;
let newbie: { userID: number; cookie: string };

// The real forum the add-on requires, seeded as a new site; the add-on starts disabled and a site
// manager enables it, as on a real site (its migration runs then, and on a demo site its seed).
beforeAll(async () => {
  t = await createForumTestApp({ addons: [ranks, points], disabled: ["ranks"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  general = await t.categoryID("general");
  const userID = await createUser(t.db, {
    name: "newbie",
    email: "newbie@example.com",
    password: "newbie-password-1",
    roles: ["Member"],
    emailConfirmed: true,
  });
  newbie = { userID, cookie: await signIn(t.app, "newbie", "newbie-password-1") };
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/ranks", body: { enabled }, cookie: t.cookies.admin });
const asNewbie = (request: Parameters<typeof api>[1]) => api(t.app, { ...request, cookie: newbie.cookie });
const errorFields = (res: { json<T>(): T }) => Object.keys(res.json<ApiErrorBody>().errors ?? {});
const listRanks = async (): Promise<Rank[]> => (await t.call("guest", { url: "/ranks" })).json<Rank[]>();
const rankNamed = async (name: string): Promise<Rank> => {
  const rank = (await listRanks()).find((r) => r.name === name);
  if (!rank) throw new Error(`No rank ${name}`);
  return rank;
};
const postDiscussion = (body: string, request = asNewbie) =>
  request({ method: "POST", url: "/discussions", body: { name: "Hello from a new member", body, format: "text", categoryID: general } });
/** Waits for the worker to work every member's rank out again after a change to the ranks (the request does not). */
const recomputed = () => t.app.quorum.notifications.worker.idle();
/** Recompute jobs queued and not yet worked. */
const waitingJobs = async () => (await t.db.selectFrom("notificationJobs").select("jobID").where("source", "=", "ranks.recompute").execute()).length;
const userLabel = async (userID: number) =>
  (await t.call("admin", { url: `/users/${userID}` })).json<User & { rankID: number | null; rank: { name: string } | null }>();

describe("ranks on a site", () => {
  it("answers 404, labels no one and limits nothing until a site manager enables it", async () => {
    for (const request of [
      { url: "/ranks" },
      { url: "/ranks/1" },
      { method: "POST" as const, url: "/ranks", body: { name: "X" } },
      { method: "PUT" as const, url: `/users/${newbie.userID}/rank`, body: { rankID: null } },
    ]) {
      expect((await t.call("admin", request)).statusCode).toBe(404);
    }
    const posted = await postDiscussion("See https://example.com");
    expect(posted.statusCode).toBe(201);
    expect(posted.json<Discussion>().insertUser?.label).toBeUndefined();
    const list = (await t.call("guest", { url: "/discussions?expand=insertUser" })).json<Discussion[]>();
    expect(list.some((discussion) => discussion.insertUser !== undefined)).toBe(true);
    expect(list.some((discussion) => discussion.insertUser?.label !== undefined)).toBe(false);
  });

  it("enabled on a demo site, seeds the demo ladder and ranks the members: labels on posts, lists and profiles", async () => {
    expect((await enable(true)).statusCode).toBe(200);
    const seeded = await listRanks();
    expect(seeded.map((rank) => [rank.name, rank.level, rank.labelStyle])).toEqual([
      ["Newcomer", 1, "plain"],
      ["Regular", 2, "primary"],
      ["Veteran", 3, "success"],
      ["Team", 4, "danger"],
    ]);
    expect(seeded[0]?.abilities.links).toBe(false);
    expect(seeded.reduce((sum, rank) => sum + rank.countUsers, 0)).toBeGreaterThan(0);
    // Team is by role: the administrator holds it.
    const admin = await userLabel(t.userIDs.admin ?? 0);
    expect(admin).toMatchObject({ label: "Team", labelStyle: "danger", rank: { name: "Team" } });
    const mine = await userLabel(newbie.userID);
    expect(mine).toMatchObject({ label: "Newcomer", labelStyle: "plain", rankID: seeded[0]?.rankID });
    // Every author in a list gets theirs (insertUser and lastUser).
    const list = (await t.call("guest", { url: "/discussions?limit=30&expand=insertUser,lastUser" })).json<Discussion[]>();
    expect(list.length).toBeGreaterThan(0);
    for (const discussion of list) {
      expect(discussion.insertUser?.label ?? "", discussion.name).toMatch(/^(Newcomer|Regular|Veteran|Team)$/);
      expect(discussion.lastUser?.label ?? "", discussion.name).toMatch(/^(Newcomer|Regular|Veteran|Team)$/);
    }
    const discussionID = list[0]?.discussionID ?? 0;
    const comments = (await t.call("guest", { url: `/comments?discussionID=${discussionID}&expand=insertUser` })).json<Comment[]>();
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) expect(comment.insertUser?.label).toBeDefined();
  });

  it("refuses a link from a member whose rank does not allow links (422 on body), and lets staff and higher ranks post them", async () => {
    const refused = await postDiscussion("Look at https://example.com/offer");
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiErrorBody>().errors?.body?.[0]?.message).toBe("Members of the rank Newcomer cannot post links yet. Remove the link and post again.");
    const anchor = await asNewbie({
      method: "POST",
      url: "/discussions",
      body: {
        name: "Rich",
        body: JSON.stringify([{ type: "p", children: [{ type: "link", url: "https://example.com", children: [{ text: "here" }] }] }]),
        format: "rich2",
        categoryID: general,
      },
    });
    expect(anchor.statusCode).toBe(422);
    const plain = await postDiscussion("No links here, just words.");
    expect(plain.statusCode).toBe(201);
    expect(plain.json<Discussion>().insertUser).toMatchObject({ label: "Newcomer" });
    const comment = await asNewbie({
      method: "POST",
      url: "/comments",
      body: { discussionID: plain.json<Discussion>().discussionID, body: "www.example.com", format: "text" },
    });
    expect(comment.statusCode).toBe(422);
    expect(errorFields(comment)).toEqual(["body"]);
    expect((await postDiscussion("Staff may: https://example.com", (request) => t.call("moderator", request))).statusCode).toBe(201);
    // Once the rank allows links, the same post goes through.
    const newcomer = await rankNamed("Newcomer");
    expect((await t.call("admin", { method: "PATCH", url: `/ranks/${newcomer.rankID}`, body: { abilities: { links: true } } })).statusCode).toBe(200);
    expect((await postDiscussion("Look at https://example.com/offer")).statusCode).toBe(201);
    await t.call("admin", { method: "PATCH", url: `/ranks/${newcomer.rankID}`, body: { abilities: { links: false } } });
  });

  it("recomputes a member's rank after each of their posts: the post that earns a rank shows it", async () => {
    const { countDiscussions, countComments } = await t.forum
      .selectFrom("users")
      .select(["countDiscussions", "countComments"])
      .where("userID", "=", newbie.userID)
      .executeTakeFirstOrThrow();
    const posts = countDiscussions + countComments;
    const created = await t.call("admin", {
      method: "POST",
      url: "/ranks",
      body: { name: "Chatty", userTitle: "Chatty one", labelStyle: "success", level: 50, criteria: { posts: posts + 2 } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Rank>()).toMatchObject({
      name: "Chatty",
      userTitle: "Chatty one",
      level: 50,
      criteria: { posts: posts + 2, points: null, days: null, roleIDs: [], manual: false },
      abilities: { links: true },
    });
    const first = await postDiscussion("One more post.");
    expect(first.json<Discussion>().insertUser?.label).toBe("Newcomer");
    const discussionID = first.json<Discussion>().discussionID;
    const second = await asNewbie({ method: "POST", url: "/comments", body: { discussionID, body: "And another.", format: "text" } });
    expect(second.json<Comment>().insertUser).toMatchObject({ label: "Chatty one", labelStyle: "success" });
    expect((await t.call("guest", { url: `/discussions/${discussionID}` })).json<Discussion>().insertUser?.label).toBe("Chatty one");
    expect((await rankNamed("Chatty")).countUsers).toBeGreaterThanOrEqual(1);
    // Deleting the rank ranks its members again at once.
    expect((await t.call("admin", { method: "DELETE", url: `/ranks/${created.json<Rank>().rankID}` })).statusCode).toBe(204);
    await recomputed();
    expect((await userLabel(newbie.userID)).label).toMatch(/^(Newcomer|Regular)$/);
  });

  it("ranks by points (every enabled points source) and by role", async () => {
    const created = await t.call("admin", { method: "POST", url: "/ranks", body: { name: "Pointy", level: 40, criteria: { points: 100 } } });
    expect(created.statusCode).toBe(201);
    await recomputed();
    expect((await userLabel(t.userIDs.alice ?? 0)).label).toBe("Pointy");
    expect((await userLabel(t.userIDs.bob ?? 0)).label).not.toBe("Pointy");
    const roles = (await t.call("admin", { url: "/roles" })).json<Array<{ roleID: number; type: string }>>();
    const moderatorRole = roles.find((role) => role.type === "moderator")?.roleID ?? 0;
    const byRole = await t.call("admin", { method: "POST", url: "/ranks", body: { name: "Mods", level: 45, criteria: { roleIDs: [moderatorRole] } } });
    expect(byRole.statusCode).toBe(201);
    await recomputed();
    expect((await userLabel(t.userIDs.moderator ?? 0)).label).toBe("Mods");
    expect((await userLabel(t.userIDs.alice ?? 0)).label).toBe("Pointy");
    await t.call("admin", { method: "DELETE", url: `/ranks/${created.json<Rank>().rankID}` });
    await t.call("admin", { method: "DELETE", url: `/ranks/${byRole.json<Rank>().rankID}` });
    await recomputed();
  });

  it("keeps a rank a manager gives (manual-only ranks are never earned) until they set null", async () => {
    const created = await t.call("admin", { method: "POST", url: "/ranks", body: { name: "Hero", level: 99, criteria: { manual: true } } });
    const hero = created.json<Rank>();
    const earned = (await userLabel(newbie.userID)).label;
    expect(earned).toMatch(/^(Newcomer|Regular)$/);
    const given = await t.call("admin", { method: "PUT", url: `/users/${newbie.userID}/rank`, body: { rankID: hero.rankID } });
    expect(given.json<UserRank>()).toEqual({ userID: newbie.userID, rankID: hero.rankID, manual: true });
    expect((await postDiscussion("Still a hero.")).json<Discussion>().insertUser?.label).toBe("Hero");
    const cleared = await t.call("admin", { method: "PUT", url: `/users/${newbie.userID}/rank`, body: { rankID: null } });
    expect(cleared.json<UserRank>()).toMatchObject({ userID: newbie.userID, manual: false });
    expect((await userLabel(newbie.userID)).label).toBe(earned);
    await t.call("admin", { method: "DELETE", url: `/ranks/${hero.rankID}` });
    await recomputed();
  });

  it("answers a change to the ranks at once and leaves every member's new rank to the platform's worker, which applies it", async () => {
    const worker = t.app.quorum.notifications.worker;
    await worker.idle();
    const bobBefore = (await userLabel(t.userIDs.bob ?? 0)).label;
    expect(bobBefore).toBeTruthy();
    // Held, so nothing can work the queue before we look: the request must not have ranked anyone.
    await worker.stop();
    let everyone: Rank;
    try {
      const created = await t.call("admin", {
        method: "POST",
        url: "/ranks",
        body: { name: "Everyone", userTitle: "Everyone here", level: 70, criteria: { posts: 0 } },
      });
      expect(created.statusCode).toBe(201);
      everyone = created.json<Rank>();
      expect(everyone.countUsers).toBe(0);
      expect((await userLabel(t.userIDs.bob ?? 0)).label).toBe(bobBefore);
      expect(await waitingJobs()).toBe(1);
      // A second change while the job waits queues no second one.
      expect((await t.call("admin", { method: "PATCH", url: `/ranks/${everyone.rankID}`, body: { userTitle: "All of us" } })).statusCode).toBe(200);
      expect(await waitingJobs()).toBe(1);
    } finally {
      // Started again, the worker works what waits (as after a restart) before `start` resolves.
      await worker.start();
    }
    expect(await waitingJobs()).toBe(0);
    expect((await userLabel(t.userIDs.bob ?? 0)).label).toBe("All of us");
    expect((await rankNamed("Everyone")).countUsers).toBeGreaterThanOrEqual(3);
    expect((await t.call("admin", { method: "DELETE", url: `/ranks/${everyone.rankID}` })).statusCode).toBe(204);
    await recomputed();
    expect((await userLabel(t.userIDs.bob ?? 0)).label).toBe(bobBefore);
  });

  it("ranks everyone again when Ranks is switched back on: a recompute still waiting when it was switched off is dropped, enabling queues one", async () => {
    const worker = t.app.quorum.notifications.worker;
    const bobID = t.userIDs.bob ?? 0;
    const storedRank = async () => (await ranksDb(t.db).selectFrom("userRanks").select("rankID").where("userID", "=", bobID).executeTakeFirst())?.rankID;
    await worker.idle();
    // Held, so the change's recompute is still waiting when Ranks is switched off.
    await worker.stop();
    let everyone: Rank;
    try {
      const created = await t.call("admin", {
        method: "POST",
        url: "/ranks",
        body: { name: "Everyone", userTitle: "Everyone here", level: 70, criteria: { posts: 0 } },
      });
      expect(created.statusCode).toBe(201);
      everyone = created.json<Rank>();
      expect(await waitingJobs()).toBe(1);
      expect((await enable(false)).statusCode).toBe(200);
    } finally {
      // The worker works what waits: the job of a disabled add-on is dropped.
      await worker.start();
    }
    await worker.idle();
    expect(await waitingJobs()).toBe(0);
    expect(await storedRank()).not.toBe(everyone.rankID);

    expect((await enable(true)).statusCode).toBe(200);
    await recomputed();
    expect(await storedRank()).toBe(everyone.rankID);
    expect((await userLabel(bobID)).label).toBe("Everyone here");
    expect((await t.call("admin", { method: "DELETE", url: `/ranks/${everyone.rankID}` })).statusCode).toBe(204);
    await recomputed();
  });

  it("reorders ranks: the list's order becomes their levels, and members are ranked again", async () => {
    const before = await listRanks();
    const reversed = [...before].reverse().map((rank) => rank.rankID);
    const reordered = await t.call("admin", { method: "PUT", url: "/ranks/order", body: { rankIDs: reversed } });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<Rank[]>().map((rank) => rank.rankID)).toEqual(reversed);
    await recomputed();
    // Newcomer (posts >= 0) is now the highest rank everyone qualifies for.
    expect((await userLabel(t.userIDs.bob ?? 0)).label).toBe("Newcomer");
    await t.call("admin", { method: "PUT", url: "/ranks/order", body: { rankIDs: before.map((rank) => rank.rankID) } });
    await recomputed();
    expect((await listRanks()).map((rank) => rank.name)).toEqual(before.map((rank) => rank.name));
  });

  it("lets only ranks.manage change ranks: guests and members 403; reads are public", async () => {
    const newcomer = await rankNamed("Newcomer");
    for (const as of ["guest", "member", "moderator"] as const) {
      expect((await t.call(as, { method: "POST", url: "/ranks", body: { name: "Mine" } })).statusCode, as).toBe(403);
      expect((await t.call(as, { method: "PATCH", url: `/ranks/${newcomer.rankID}`, body: { name: "Mine" } })).statusCode, as).toBe(403);
      expect((await t.call(as, { method: "DELETE", url: `/ranks/${newcomer.rankID}` })).statusCode, as).toBe(403);
      expect((await t.call(as, { method: "PUT", url: "/ranks/order", body: { rankIDs: [newcomer.rankID] } })).statusCode, as).toBe(403);
      expect((await t.call(as, { method: "PUT", url: `/users/${newbie.userID}/rank`, body: { rankID: newcomer.rankID } })).statusCode, as).toBe(403);
      expect((await t.call(as, { url: `/ranks/${newcomer.rankID}` })).json<Rank>().name).toBe("Newcomer");
    }
  });

  it("answers bad input with 4xx naming the field, never 500", async () => {
    const newcomer = await rankNamed("Newcomer");
    const bad: Array<[unknown, string]> = [
      [{}, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "Newcomer" }, "name"],
      [{ name: "Styled", labelStyle: "<b>red</b>" }, "labelStyle"],
      [{ name: "Styled", labelStyle: "color: red" }, "labelStyle"],
      [{ name: "Neg", criteria: { posts: -1 } }, "criteria.posts"],
      [{ name: "Roles", criteria: { roleIDs: [999999] } }, "criteria.roleIDs"],
      [{ name: "Level", level: 0 }, "level"],
    ];
    for (const [body, field] of bad) {
      const res = await t.call("admin", { method: "POST", url: "/ranks", body: body as Record<string, unknown> });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorFields(res).join(), JSON.stringify(body)).toContain(field.split(".")[0]);
    }
    expect((await t.call("admin", { method: "PATCH", url: "/ranks/999999", body: { name: "Gone" } })).statusCode).toBe(404);
    expect((await t.call("guest", { url: "/ranks/999999" })).json<ApiErrorBody>()).toMatchObject({ status: 404, message: "Rank not found." });
    const malformed = await t.call("guest", { url: "/ranks/abc" });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    const partial = await t.call("admin", { method: "PUT", url: "/ranks/order", body: { rankIDs: [newcomer.rankID] } });
    expect(partial.statusCode).toBe(422);
    expect(errorFields(partial)).toEqual(["rankIDs"]);
    const unknownRank = await t.call("admin", { method: "PUT", url: `/users/${newbie.userID}/rank`, body: { rankID: 999999 } });
    expect(errorFields(unknownRank)).toEqual(["rankID"]);
    expect((await t.call("admin", { method: "PUT", url: "/users/999999/rank", body: { rankID: null } })).statusCode).toBe(404);
  });

  it("answers 404 again and labels no one once disabled", async () => {
    expect((await enable(false)).statusCode).toBe(200);
    expect((await t.call("guest", { url: "/ranks" })).statusCode).toBe(404);
    const list = (await t.call("guest", { url: "/discussions?expand=insertUser" })).json<Discussion[]>();
    expect(list.some((discussion) => discussion.insertUser !== undefined)).toBe(true);
    expect(list.some((discussion) => discussion.insertUser?.label !== undefined)).toBe(false);
    expect((await postDiscussion("Links again: https://example.com")).statusCode).toBe(201);
  });
});
