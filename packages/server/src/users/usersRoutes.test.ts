import type { CurrentUser, PermissionsPayload, User } from "@quorum/api";
import { DEFAULT_PHOTO_PATH, GUEST_USER, hasPermission } from "@quorum/api";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { createApp } from "../createApp";
import { computePermissions } from "../permissions/computePermissions";
import { definePermission } from "../permissions/definePermission";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { userHooks } from "./userHooks";

// A tiny add-on in the forum's image, with permissions of its own: categories 10 and 20 have custom
// permissions; 11 and 12 are children of 10 and use its permissions; 20 lets members view but not post.
const categories = defineServerAddon({
  key: "categories",
  name: "Categories",
  description: "Test categories with custom permissions.",
  version: "1.0.0",
  permissions: [
    definePermission("notes.view", { scope: "category", defaultRoles: ["guest", "member", "moderator", "administrator"], description: "Read notes." }),
    definePermission("notes.add", { scope: "category", defaultRoles: ["member", "moderator", "administrator"], description: "Write notes." }),
  ],
  migrations: [
    {
      name: "0001_grants",
      async up(db) {
        const roleID = async (name: string) => (await db.selectFrom("roles").select("roleID").where("name", "=", name).executeTakeFirstOrThrow()).roleID;
        const member = await roleID("Member");
        const guest = await roleID("Guest");
        const grant = (roleID: number, resourceID: number, permission: string, granted = true) => ({
          roleID,
          resourceType: "category",
          resourceID,
          permission,
          granted,
        });
        await db
          .insertInto("rolePermissions")
          .values([grant(member, 10, "notes.view"), grant(member, 10, "notes.add"), grant(member, 20, "notes.view"), grant(guest, 20, "notes.view", false)])
          .execute();
      },
    },
  ],
  // What a feature keeps per user reaches the profile through the framework's hook.
  extend: [
    userHooks.serialize.with((users, { viewer }) => {
      for (const user of users) Object.assign(user, { notesSeenBy: viewer.user.userID });
    }),
  ],
  async resourceAliases() {
    return { category: { "10": 10, "11": 10, "12": 10, "20": 20 } };
  },
});

let t: TestApp;
let aliceID: number;
let memberRoleID: number;
beforeAll(async () => {
  t = await createTestApp({ addons: [categories] });
  aliceID = await createUser(t.db, { name: "alice", email: "alice@example.com", password: "correct horse", roles: ["Member"] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"], isAdmin: true });
  memberRoleID = (await t.db.selectFrom("roles").select("roleID").where("name", "=", "Member").executeTakeFirstOrThrow()).roleID;
});
afterAll(() => t.close());

describe("GET /users/me", () => {
  it("answers the guest user when signed out", async () => {
    const res = await t.app.inject({ url: "/api/v2/users/me" });
    expect(res.statusCode).toBe(200);
    // Vanilla's fields beside the guest's, and the default photo's absolute address (docs/architecture.md §4).
    expect(res.json()).toEqual({
      ...GUEST_USER,
      photoUrl: `http://localhost:80${DEFAULT_PHOTO_PATH}`,
      isSysAdmin: false,
      permissions: expect.arrayContaining(["profiles.view"]),
    });
  });

  it("answers the signed-in member", async () => {
    const cookie = await signIn(t.app, "alice", "correct horse");
    const me = (await api(t.app, { url: "/users/me", cookie })).json<CurrentUser>();
    expect(me).toMatchObject({
      userID: aliceID,
      name: "alice",
      email: "alice@example.com",
      url: "http://localhost:80/profile/alice",
      isAdmin: false,
      isSysAdmin: false,
      roleIDs: [memberRoleID],
      countUnreadNotifications: 0,
      countUnreadConversations: 0,
    });
    expect(typeof me.dateLastActive).toBe("string");
  });

  it("touches no table for a guest", async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const app = await createApp({ db: t.db.withPlugin(counting), addons: [categories] });
    try {
      await app.inject({ url: "/api/v2/users/me" }); // first request fills the caches
      queries = 0;
      for (let i = 0; i < 5; i++) expect((await app.inject({ url: "/api/v2/users/me" })).statusCode).toBe(200);
      expect(queries).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe("GET /users/me-counts", () => {
  it("answers the unread counts", async () => {
    expect((await t.app.inject({ url: "/api/v2/users/me-counts" })).json()).toEqual({
      counts: [
        { name: "UnreadNotifications", count: 0 },
        { name: "UnreadConversations", count: 0 },
      ],
    });
  });
});

describe("GET /users/{id}", () => {
  it("shows a profile without its email to others, with it to the user and to holders of personalInfo.view", async () => {
    const guestView = (await t.app.inject({ url: `/api/v2/users/${aliceID}` })).json<User>();
    expect(guestView).toMatchObject({ userID: aliceID, name: "alice", banned: 0, roleIDs: [memberRoleID], notesSeenBy: 0 });
    expect(guestView).not.toHaveProperty("email");
    // The framework names no feature's fields (the forum adds its post counts itself).
    expect(guestView).not.toHaveProperty("countDiscussions");
    expect(guestView).not.toHaveProperty("countComments");
    const own = (await api(t.app, { url: `/users/${aliceID}`, cookie: await signIn(t.app, "alice", "correct horse") })).json<User>();
    expect(own.email).toBe("alice@example.com");
    expect(own).toMatchObject({ notesSeenBy: aliceID });
    const admin = (await api(t.app, { url: `/users/${aliceID}`, cookie: await signIn(t.app, "root", "correct horse") })).json<User>();
    expect(admin.email).toBe("alice@example.com");
  });

  it("answers 404 for an unknown user and 422 for a malformed id", async () => {
    expect((await t.app.inject({ url: "/api/v2/users/99999" })).json()).toEqual({ message: "User not found.", status: 404 });
    const bad = await t.app.inject({ url: "/api/v2/users/abc" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id[0].message).toBe("id must be an integer.");
  });
});

describe("GET /users/$me/permissions", () => {
  it("gives guests the Guest role's global grants and nothing on custom categories", async () => {
    const res = await t.app.inject({ url: "/api/v2/users/$me/permissions?expand=junctions" });
    const payload = res.json<PermissionsPayload>();
    expect(payload.isAdmin).toBe(false);
    expect(payload.permissions[0]).toEqual({ type: "global", permissions: { "notes.view": true, "profiles.view": true } });
    expect(payload.junctions).toEqual({ category: [10, 20] });
    expect(payload.junctionAliases).toEqual({ category: { "11": 10, "12": 10 } });
    expect(payload.permissions.slice(1)).toEqual([
      { type: "category", id: 10, permissions: {} },
      { type: "category", id: 20, permissions: {} },
    ]);
    // Category 12 inherits 10, where guests hold nothing; category 30 has no custom permissions.
    expect(hasPermission(payload, "notes.view", { resourceType: "category", resourceID: 12 })).toBe(false);
    expect(hasPermission(payload, "notes.view", { resourceType: "category", resourceID: 30 })).toBe(true);
  });

  it("gives members the union of their roles' grants per junction", async () => {
    const cookie = await signIn(t.app, "alice", "correct horse");
    const payload = (await api(t.app, { url: "/users/$me/permissions", query: { "expand[]": "junctions" }, cookie })).json<PermissionsPayload>();
    expect(payload.permissions[0]?.permissions).toMatchObject({ "notes.add": true, "notes.view": true, "session.valid": true });
    expect(payload.permissions[0]?.permissions).not.toHaveProperty("site.manage");
    expect(payload.permissions.find((p) => p.id === 10)?.permissions).toEqual({ "notes.view": true, "notes.add": true });
    expect(payload.permissions.find((p) => p.id === 20)?.permissions).toEqual({ "notes.view": true });
    expect(hasPermission(payload, "notes.add", { resourceType: "category", resourceID: 11 })).toBe(true);
    expect(hasPermission(payload, "notes.add", { resourceType: "category", resourceID: 20 })).toBe(false);
    expect(await computePermissions(t.db, aliceID, [categories])).toEqual(payload);
  });

  it("leaves junctions out unless asked for", async () => {
    const payload = (await t.app.inject({ url: "/api/v2/users/$me/permissions" })).json<PermissionsPayload>();
    expect(payload).not.toHaveProperty("junctions");
    expect(payload).not.toHaveProperty("junctionAliases");
  });

  it("marks administrators isAdmin, passing every check", async () => {
    const cookie = await signIn(t.app, "root", "correct horse");
    const payload = (await api(t.app, { url: "/users/$me/permissions?expand=junctions", cookie })).json<PermissionsPayload>();
    expect(payload.isAdmin).toBe(true);
    expect(payload.permissions[0]?.permissions).toMatchObject({ "site.manage": true, "personalInfo.view": true });
    expect(hasPermission(payload, "anything.at.all", { resourceType: "category", resourceID: 20 })).toBe(true);
  });

  it("reflects changed grants once the permission cache is invalidated", async () => {
    const cookie = await signIn(t.app, "alice", "correct horse");
    await t.db
      .insertInto("rolePermissions")
      .values({ roleID: memberRoleID, resourceType: "global", resourceID: 0, permission: "notes.pin", granted: true })
      .execute();
    try {
      t.app.quorum.permissions.invalidate();
      const payload = (await api(t.app, { url: "/users/$me/permissions", cookie })).json<PermissionsPayload>();
      expect(payload.permissions[0]?.permissions["notes.pin"]).toBe(true);
    } finally {
      await t.db.deleteFrom("rolePermissions").where("permission", "=", "notes.pin").where("roleID", "=", memberRoleID).execute();
      t.app.quorum.permissions.invalidate();
    }
    const after = (await api(t.app, { url: "/users/$me/permissions", cookie })).json<PermissionsPayload>();
    expect(after.permissions[0]?.permissions).not.toHaveProperty("notes.pin");
  });
});
