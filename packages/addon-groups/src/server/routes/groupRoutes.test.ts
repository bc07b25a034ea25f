import type { Notification } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Group, GroupApplicant, GroupMember } from "../../shared/Group";
import groups from "../index";

let t: ForumTestApp;

// The real forum the add-on requires, seeded as a new site; the add-on starts disabled and a site
// manager enables it, as on a real site (its migration runs then, and on a demo site its seed).
beforeAll(async () => {
  t = await createForumTestApp({ addons: [groups], disabled: ["groups"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/groups", body: { enabled }, cookie: t.cookies.admin });
const create = async (as: DemoUser, name: string, privacy: Group["privacy"]): Promise<Group> => {
  const res = await t.call(as, { method: "POST", url: "/groups", body: { name, description: `About ${name}`, privacy } });
  expect(res.statusCode).toBe(201);
  return res.json<Group>();
};
const names = (res: { json<T>(): T }) => res.json<Group[]>().map((group) => group.name);

describe("groups on a site", () => {
  it("answers 404 until a site manager enables it; enabled on a demo site it seeds a group of each privacy", async () => {
    expect((await t.call("member", { url: "/groups" })).statusCode).toBe(404);
    expect((await enable(true)).statusCode).toBe(200);
    const seeded = await t.call("admin", { url: "/groups" });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json<Group[]>().map((group) => [group.name, group.privacy])).toEqual([
      ["Beta Testers", "secret"],
      ["Community Helpers", "private"],
      ["Weekend Hikers", "public"],
    ]);
  });

  it("hides a secret group from non-members in lists, totals, search and by id (404, as missing)", async () => {
    const secret = await create("alice", "Skunkworks", "secret");
    for (const as of ["guest", "member", "bob"] as const) {
      const list = await t.call(as, { url: "/groups", query: { query: "skunk" } });
      expect(list.json<Group[]>()).toEqual([]);
      expect(list.headers["x-app-page-result-count"]).toBe("0");
      const one = await t.call(as, { url: `/groups/${secret.groupID}` });
      expect(one.statusCode).toBe(404);
      expect((await t.call(as, { url: `/groups/${secret.groupID}/members` })).statusCode).toBe(404);
      expect((await t.call(as, { method: "POST", url: `/groups/${secret.groupID}/requests` })).statusCode).toBe(as === "guest" ? 403 : 404);
    }
    expect(names(await t.call("alice", { url: "/groups", query: { query: "skunk" } }))).toEqual(["Skunkworks"]);
    // groups.moderate sees it.
    expect((await t.call("moderator", { url: `/groups/${secret.groupID}` })).statusCode).toBe(200);
  });

  it("lets members of a public group join and leave; private groups take requests that leaders approve or refuse", async () => {
    const open = await create("alice", "Open Door", "public");
    expect((await t.call("bob", { method: "POST", url: `/groups/${open.groupID}/join` })).statusCode).toBe(204);
    expect((await t.call("bob", { method: "POST", url: `/groups/${open.groupID}/join` })).statusCode).toBe(409);
    expect(names(await t.call("bob", { url: "/groups", query: { mine: "true", query: "open door" } }))).toEqual(["Open Door"]);
    expect((await t.call("bob", { method: "POST", url: `/groups/${open.groupID}/leave` })).statusCode).toBe(204);
    expect((await t.call("bob", { method: "POST", url: `/groups/${open.groupID}/requests` })).statusCode).toBe(422);

    const closed = await create("alice", "Closed Door", "private");
    // Listed, but its members are the members' business.
    const seen = (await t.call("bob", { url: `/groups/${closed.groupID}` })).json<Group>();
    expect(seen.viewer).toEqual({ status: "none", canRead: false, canManage: false });
    expect((await t.call("bob", { url: `/groups/${closed.groupID}/members` })).statusCode).toBe(403);
    expect((await t.call("bob", { method: "POST", url: `/groups/${closed.groupID}/join` })).statusCode).toBe(403);
    expect((await t.call("bob", { method: "POST", url: `/groups/${closed.groupID}/requests` })).statusCode).toBe(201);
    expect((await t.call("member", { method: "POST", url: `/groups/${closed.groupID}/requests` })).statusCode).toBe(201);
    expect((await t.call("bob", { url: `/groups/${closed.groupID}` })).json<Group>().viewer.status).toBe("requested");
    // Only leaders (and groups.moderate) see and decide requests.
    expect((await t.call("bob", { url: `/groups/${closed.groupID}/requests` })).statusCode).toBe(403);
    const pending = (await t.call("alice", { url: `/groups/${closed.groupID}/requests` })).json<GroupApplicant[]>();
    expect(pending.map((p) => p.name).sort()).toEqual(["bob", "member"]);
    expect((await t.call("bob", { method: "POST", url: `/groups/${closed.groupID}/requests/${t.userIDs.member}/approve` })).statusCode).toBe(403);
    expect((await t.call("alice", { method: "POST", url: `/groups/${closed.groupID}/requests/${t.userIDs.bob}/approve` })).statusCode).toBe(204);
    expect((await t.call("alice", { method: "POST", url: `/groups/${closed.groupID}/requests/${t.userIDs.member}/refuse` })).statusCode).toBe(204);
    expect((await t.call("alice", { method: "POST", url: `/groups/${closed.groupID}/requests/${t.userIDs.member}/refuse` })).statusCode).toBe(404);
    const members = (await t.call("bob", { url: `/groups/${closed.groupID}/members` })).json<GroupMember[]>();
    expect(members.map((m) => [m.name, m.role])).toEqual([
      ["alice", "leader"],
      ["bob", "member"],
    ]);
    expect((await t.call("member", { url: `/groups/${closed.groupID}` })).json<Group>().viewer.status).toBe("none");
    // The last leader stays while others remain; a leader removes members.
    expect((await t.call("alice", { method: "POST", url: `/groups/${closed.groupID}/leave` })).statusCode).toBe(422);
    expect((await t.call("bob", { method: "DELETE", url: `/groups/${closed.groupID}/members/${t.userIDs.alice}` })).statusCode).toBe(403);
    expect((await t.call("alice", { method: "DELETE", url: `/groups/${closed.groupID}/members/${t.userIDs.bob}` })).statusCode).toBe(204);
    expect((await t.call("bob", { url: `/groups/${closed.groupID}` })).json<Group>().viewer.status).toBe("none");
  });

  it("invites by member id and email; the invited hear of it, see a secret group, and accept or decline", async () => {
    const secret = await create("alice", "Invite Only", "secret");
    expect((await t.call("bob", { method: "POST", url: `/groups/${secret.groupID}/invitations`, body: { userIDs: [t.userIDs.member] } })).statusCode).toBe(404);
    const invited = await t.call("alice", {
      method: "POST",
      url: `/groups/${secret.groupID}/invitations`,
      body: { userIDs: [t.userIDs.bob], emails: ["MEMBER@example.com"] },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json<{ invitedUserIDs: number[] }>().invitedUserIDs.sort()).toEqual([t.userIDs.bob, t.userIDs.member].sort());
    await t.app.quorum.notifications.worker.idle();
    const bobs = (await t.call("bob", { url: "/notifications" })).json<Notification[]>().filter((n) => n.activityType === "GroupInvitation");
    expect(bobs.map((n) => [n.body, n.url])).toEqual([["<b>alice</b> invited you to join <b>Invite Only</b>", `/groups/${secret.groupID}`]]);
    // Invited: the secret group is theirs to see (and list), not yet to read.
    const seen = (await t.call("bob", { url: `/groups/${secret.groupID}` })).json<Group>();
    expect(seen.viewer).toEqual({ status: "invited", canRead: false, canManage: false });
    expect(names(await t.call("bob", { url: "/groups", query: { query: "invite only" } }))).toEqual(["Invite Only"]);
    expect((await t.call("alice", { url: `/groups/${secret.groupID}/invitations` })).json<GroupApplicant[]>()).toHaveLength(2);
    expect((await t.call("bob", { method: "POST", url: `/groups/${secret.groupID}/invitations/accept` })).statusCode).toBe(200);
    expect((await t.call("bob", { url: `/groups/${secret.groupID}` })).json<Group>().viewer.canRead).toBe(true);
    expect((await t.call("member", { method: "POST", url: `/groups/${secret.groupID}/invitations/decline` })).statusCode).toBe(204);
    expect((await t.call("member", { url: `/groups/${secret.groupID}` })).statusCode).toBe(404);
    // Bad input: 422 naming the field, never 500.
    const none = await t.call("alice", { method: "POST", url: `/groups/${secret.groupID}/invitations`, body: {} });
    expect(none.statusCode).toBe(422);
    const unknown = await t.call("alice", { method: "POST", url: `/groups/${secret.groupID}/invitations`, body: { emails: ["nobody@example.com"] } });
    expect(unknown.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty("emails");
    expect((await t.call("alice", { method: "POST", url: `/groups/${secret.groupID}/invitations`, body: { emails: ["not an email"] } })).statusCode).toBe(422);
  });

  it("needs groups.add to create, a leader or groups.moderate to edit and delete; bad input is 422", async () => {
    expect((await t.call("guest", { method: "POST", url: "/groups", body: { name: "X", privacy: "public" } })).statusCode).toBe(403);
    expect((await t.call("member", { method: "POST", url: "/groups", body: { name: "", privacy: "public" } })).statusCode).toBe(422);
    expect((await t.call("member", { method: "POST", url: "/groups", body: { name: "   ", privacy: "public" } })).statusCode).toBe(422);
    expect((await t.call("member", { method: "POST", url: "/groups", body: { name: "X", privacy: "hidden" } })).statusCode).toBe(422);
    const group = await create("member", "Renamed Soon", "public");
    expect(group.viewer).toEqual({ status: "leader", canRead: true, canManage: true });
    expect((await t.call("bob", { method: "PATCH", url: `/groups/${group.groupID}`, body: { name: "Mine now" } })).statusCode).toBe(403);
    const patched = await t.call("member", { method: "PATCH", url: `/groups/${group.groupID}`, body: { name: "Renamed", bannerUrl: "/uploads/banner.png" } });
    expect(patched.json<Group>()).toMatchObject({ name: "Renamed", bannerUrl: "/uploads/banner.png" });
    expect((await t.call("member", { method: "PATCH", url: `/groups/${group.groupID}`, body: { iconUrl: "javascript:alert(1)" } })).statusCode).toBe(422);
    expect((await t.call("member", { method: "PATCH", url: `/groups/${group.groupID}`, body: {} })).statusCode).toBe(422);
    const badID = (await t.call("member", { url: "/groups/abc" })).statusCode;
    expect(badID >= 400 && badID < 500).toBe(true);
    expect((await t.call("bob", { method: "DELETE", url: `/groups/${group.groupID}` })).statusCode).toBe(403);
    expect((await t.call("moderator", { method: "DELETE", url: `/groups/${group.groupID}` })).statusCode).toBe(204);
    expect((await t.call("member", { url: `/groups/${group.groupID}` })).statusCode).toBe(404);
  });

  it("answers 404 again once turned off", async () => {
    expect((await enable(false)).statusCode).toBe(200);
    expect((await t.call("admin", { url: "/groups" })).statusCode).toBe(404);
    await enable(true);
  });
});
