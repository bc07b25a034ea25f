import type { Role, User, UserEdit } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { api, createTestApp, signIn, type TestApp } from "../testing";

// The writing side of accounts, as each persona: a guest, a member, another member, a moderator,
// an administrator, and a "user manager" holding users.add/edit/delete but not the rest of an
// administrator's rights (for the no-escalation rules).
type Persona = "guest" | "member" | "member2" | "moderator" | "admin" | "manager";
const PASSWORD = "correct horse";

// The feature that shows signatures (the forum, in a site) declares their setting.
const signatures = defineServerAddon({
  key: "signatures",
  name: "Signatures",
  description: "Declares signatures.enabled for the test.",
  version: "1.0.0",
  settings: { "signatures.enabled": { default: false, schema: Type.Boolean(), public: true } },
});

let t: TestApp;
const cookies: Partial<Record<Persona, string>> = {};
const ids: Record<Exclude<Persona, "guest">, number> = { member: 0, member2: 0, moderator: 0, admin: 0, manager: 0 };
const roles = { member: 0, moderator: 0, administrator: 0, manager: 0 };

function call(as: Persona, method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, body?: unknown) {
  return api(t.app, { method, url, ...(body === undefined ? {} : { body }), ...(as === "guest" ? {} : { cookie: cookies[as] }) });
}

async function row(userID: number) {
  return t.db.selectFrom("users").selectAll().where("userID", "=", userID).executeTakeFirst();
}
async function roleIDsOf(userID: number) {
  return (await t.db.selectFrom("userRoles").select("roleID").where("userID", "=", userID).orderBy("roleID").execute()).map((r) => r.roleID);
}

beforeAll(async () => {
  t = await createTestApp({ addons: [signatures] });
  const roleID = async (name: string) => (await t.db.selectFrom("roles").select("roleID").where("name", "=", name).executeTakeFirstOrThrow()).roleID;
  roles.member = await roleID("Member");
  roles.moderator = await roleID("Moderator");
  roles.administrator = await roleID("Administrator");
  const { roleID: manager } = await t.db
    .insertInto("roles")
    .values({ name: "User Manager", description: "Manages accounts.", type: "custom" })
    .returning("roleID")
    .executeTakeFirstOrThrow();
  roles.manager = manager;
  await t.db
    .insertInto("rolePermissions")
    .values(
      ["profiles.view", "users.add", "users.edit", "users.delete"].map((permission) => ({
        roleID: manager,
        resourceType: "global",
        resourceID: 0,
        permission,
        granted: true,
      })),
    )
    .execute();
  t.app.quorum.permissions.invalidate();

  ids.member = await createUser(t.db, { name: "member", email: "member@example.com", password: PASSWORD, roles: ["Member"] });
  ids.member2 = await createUser(t.db, { name: "member2", email: "member2@example.com", password: PASSWORD, roles: ["Member"] });
  ids.moderator = await createUser(t.db, { name: "moderator", email: "moderator@example.com", password: PASSWORD, roles: ["Member", "Moderator"] });
  ids.admin = await createUser(t.db, { name: "admin", email: "admin@example.com", password: PASSWORD, roles: ["Administrator"], isAdmin: true });
  ids.manager = await createUser(t.db, { name: "manager", email: "manager@example.com", password: PASSWORD, roles: ["Member", "User Manager"] });
  for (const persona of Object.keys(ids) as Array<keyof typeof ids>) cookies[persona] = await signIn(t.app, persona, PASSWORD);
});
afterAll(() => t.close());

describe("PATCH /users/{id} — a member's own profile", () => {
  beforeEach(async () => {
    await t.db
      .updateTable("users")
      .set({ name: "member", title: "", photoUrl: "", private: false, signature: null })
      .where("userID", "=", ids.member)
      .execute();
    await t.app.quorum.config.patch({ "signatures.enabled": false });
    t.app.quorum.sessions.forgetUser(ids.member);
  });

  it("changes name, title, photo and privacy in one go, and answers the user", async () => {
    const photo = "/uploads/2026/11/0123456789abcdef0123456789abcdef.png";
    const res = await call("member", "PATCH", `/users/${ids.member}`, { name: "Membre_2.0", title: "  Regular  ", photoUrl: photo, private: true });
    expect(res.statusCode).toBe(200);
    const user = res.json<User>();
    expect(user).toMatchObject({ userID: ids.member, name: "Membre_2.0", title: "Regular", private: true, photoUrl: `http://localhost:80${photo}` });
    // Their own email, as on GET /users/{id}.
    expect(user.email).toBe("member@example.com");
    expect(await row(ids.member)).toMatchObject({ name: "Membre_2.0", title: "Regular", photoUrl: photo, private: true });
    // The session sees the new name at once.
    expect((await call("member", "GET", "/users/me")).json().name).toBe("Membre_2.0");
  });

  it("takes the photo absolute on the site's own origin, and clears it with an empty string", async () => {
    const photo = "/uploads/2026/11/0123456789abcdef0123456789abcdef.webp";
    expect((await call("member", "PATCH", `/users/${ids.member}`, { photoUrl: `http://localhost:80${photo}` })).statusCode).toBe(200);
    expect((await row(ids.member))?.photoUrl).toBe(photo);
    expect((await call("member", "PATCH", `/users/${ids.member}`, { photoUrl: "" })).statusCode).toBe(200);
    expect((await row(ids.member))?.photoUrl).toBe("");
  });

  it.each([
    ["an outside address", "https://tracker.example/pixel.png"],
    ["a protocol-relative address", "//tracker.example/uploads/2026/11/0123456789abcdef0123456789abcdef.png"],
    ["a file that is not an image", "/uploads/2026/11/0123456789abcdef0123456789abcdef.pdf"],
    ["a path that is no stored key", "/uploads/../../etc/passwd.png"],
    ["a script", "javascript:alert(1)"],
  ])("refuses %s as a photo with 422 on photoUrl, writing nothing", async (_what, photoUrl) => {
    const res = await call("member", "PATCH", `/users/${ids.member}`, { photoUrl, title: "Changed" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.photoUrl[0]).toMatchObject({ field: "photoUrl", message: "photoUrl must be an image uploaded to this site." });
    expect(await row(ids.member)).toMatchObject({ photoUrl: "", title: "" });
  });

  it.each([
    ["too short", "ab", "name must be at least 3 characters."],
    ["too long", "a".repeat(41), "name must be at most 40 characters."],
    ["with a space", "two words", "name is not in the correct format."],
    ["with an @", "me@home", "name is not in the correct format."],
    ["with markup", "<b>x</b>", "name is not in the correct format."],
  ])("refuses a name %s with 422 naming the field, writing nothing", async (_what, name, message) => {
    const res = await call("member", "PATCH", `/users/${ids.member}`, { name, title: "Changed" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, message: "Validation failed.", errors: { name: [{ field: "name", message }] } });
    expect(await row(ids.member)).toMatchObject({ name: "member", title: "" });
  });

  it("refuses a name another account has, in any case, writing nothing; its own in another case is fine", async () => {
    const res = await call("member", "PATCH", `/users/${ids.member}`, { name: "MEMBER2", title: "Changed" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name[0]).toMatchObject({ field: "name", message: "That name is already taken.", code: "duplicate" });
    expect(await row(ids.member)).toMatchObject({ name: "member", title: "" });
    expect((await call("member", "PATCH", `/users/${ids.member}`, { name: "Member" })).statusCode).toBe(200);
    expect((await row(ids.member))?.name).toBe("Member");
  });

  it("takes a signature only while signatures are enabled", async () => {
    const off = await call("member", "PATCH", `/users/${ids.member}`, { signature: "Cheers, **M**" });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.signature[0]).toMatchObject({ field: "signature", message: "Signatures are not enabled on this site." });
    expect((await row(ids.member))?.signature).toBeNull();
    await t.app.quorum.config.patch({ "signatures.enabled": true });
    expect((await call("member", "PATCH", `/users/${ids.member}`, { signature: "Cheers, **M**" })).statusCode).toBe(200);
    expect((await row(ids.member))?.signature).toBe("Cheers, **M**");
    const tooLong = await call("member", "PATCH", `/users/${ids.member}`, { signature: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.signature[0].message).toBe("signature must be at most 1000 characters.");
  });

  it("refuses the fields only site managers change: email, emailConfirmed, and anyone's own roles", async () => {
    const email = await call("member", "PATCH", `/users/${ids.member}`, { email: "new@example.com" });
    expect(email.statusCode).toBe(403);
    expect(email.json().errors.email[0].field).toBe("email");
    const confirmed = await call("member", "PATCH", `/users/${ids.member}`, { emailConfirmed: true });
    expect(confirmed.statusCode).toBe(403);
    expect(confirmed.json().errors.emailConfirmed[0].field).toBe("emailConfirmed");
    for (const persona of ["member", "manager", "admin"] as const) {
      const own = await call(persona, "PATCH", `/users/${ids[persona]}`, { roleID: [roles.administrator] });
      expect(own.statusCode, persona).toBe(403);
      expect(own.json().errors.roleID[0]).toMatchObject({ field: "roleID", message: "You cannot change your own roles." });
    }
    expect(await roleIDsOf(ids.member)).toEqual([roles.member]);
    expect(await roleIDsOf(ids.manager)).toEqual([roles.member, roles.manager].sort((a, b) => a - b));
    expect(await row(ids.member)).toMatchObject({ email: "member@example.com", emailConfirmed: false });
  });

  it("drops what is not a profile field (isAdmin, banned) instead of writing it", async () => {
    const res = await call("member", "PATCH", `/users/${ids.member}`, { isAdmin: true, banned: false, title: "Sneaky" });
    expect(res.statusCode).toBe(200);
    expect(await row(ids.member)).toMatchObject({ isAdmin: false, title: "Sneaky" });
  });

  it("refuses wrong types naming the field", async () => {
    const before = await row(ids.member);
    const res = await call("member", "PATCH", `/users/${ids.member}`, { private: "yes please", title: { text: "x" } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["private", "title"]);
    // One bad field spoils the whole change: a good one beside it is not written either.
    const mixed = await call("member", "PATCH", `/users/${ids.member}`, { title: "Half written", private: 7 });
    expect(Object.keys(mixed.json().errors)).toEqual(["private"]);
    expect(await row(ids.member)).toEqual(before);
  });
});

describe("PATCH /users/{id} — someone else", () => {
  it.each([
    ["guest", 403],
    ["member2", 403],
    ["moderator", 403],
  ] as const)("is refused to %s (%i), writing nothing", async (persona, status) => {
    const res = await call(persona, "PATCH", `/users/${ids.member}`, { title: "Hacked" });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, message: "Permission Problem" });
    expect((await row(ids.member))?.title).not.toBe("Hacked");
  });

  it("lets an administrator change anyone's profile, email and roles", async () => {
    const res = await call("admin", "PATCH", `/users/${ids.member2}`, {
      title: "Helper",
      email: "Member2@Example.com",
      emailConfirmed: true,
      roleID: [roles.member, roles.moderator],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({ title: "Helper", email: "Member2@Example.com", roleIDs: [roles.member, roles.moderator] });
    expect(await roleIDsOf(ids.member2)).toEqual([roles.member, roles.moderator]);
    // Its session holds the new role's rights at once.
    const perms = (await call("member2", "GET", "/users/me")).json<{ roleIDs: number[] }>();
    expect(perms.roleIDs).toEqual([roles.member, roles.moderator]);
    await call("admin", "PATCH", `/users/${ids.member2}`, { roleID: [roles.member], title: "" });
  });

  it("refuses an email another account has, naming the field", async () => {
    const res = await call("admin", "PATCH", `/users/${ids.member2}`, { email: "MEMBER@example.com" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatchObject({ field: "email", message: "That email is already registered." });
  });

  it("refuses unknown roles and an empty role list with 422 on roleID, writing nothing", async () => {
    const unknown = await call("admin", "PATCH", `/users/${ids.member2}`, { roleID: [roles.member, 9999], title: "x" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.roleID[0]).toMatchObject({ field: "roleID", message: "Unknown role: 9999." });
    const empty = await call("admin", "PATCH", `/users/${ids.member2}`, { roleID: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.roleID[0].field).toBe("roleID");
    expect(await roleIDsOf(ids.member2)).toEqual([roles.member]);
    expect((await row(ids.member2))?.title).toBe("");
  });

  it("answers 404 for a user that does not exist, and 422 for an id that cannot be one", async () => {
    expect((await call("admin", "PATCH", "/users/999999", { title: "x" })).statusCode).toBe(404);
    const bad = await call("admin", "PATCH", "/users/abc", { title: "x" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["id"]);
  });

  it("lets a user manager give only roles within their own rights, and never touch an administrator", async () => {
    // The Moderator role grants nothing the manager lacks here (no feature is installed): allowed.
    expect((await call("manager", "PATCH", `/users/${ids.member2}`, { roleID: [roles.member, roles.moderator] })).statusCode).toBe(200);
    // The Administrator role grants site.manage and personalInfo.view, which the manager lacks.
    const raise = await call("manager", "PATCH", `/users/${ids.member2}`, { roleID: [roles.administrator] });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().errors.roleID[0].message).toBe("You cannot give a role that grants more than you hold.");
    expect(await roleIDsOf(ids.member2)).toEqual([roles.member, roles.moderator]);
    // Nor make their accomplice a new administrator-role account.
    const create = await call("manager", "POST", "/users", {
      name: "sidekick",
      email: "sidekick@example.com",
      password: PASSWORD,
      roleID: [roles.administrator],
    });
    expect(create.statusCode).toBe(403);
    expect(await t.db.selectFrom("users").select("userID").where("name", "=", "sidekick").executeTakeFirst()).toBeUndefined();
    // An administrator's account is out of their reach: edit, ban, delete.
    expect((await call("manager", "PATCH", `/users/${ids.admin}`, { email: "mine@example.com" })).statusCode).toBe(403);
    expect((await call("manager", "PUT", `/users/${ids.admin}/ban`, { banned: true })).statusCode).toBe(403);
    expect((await call("manager", "DELETE", `/users/${ids.admin}`)).statusCode).toBe(403);
    expect(await row(ids.admin)).toMatchObject({ email: "admin@example.com", banned: false });
    await call("admin", "PATCH", `/users/${ids.member2}`, { roleID: [roles.member] });
  });
});

describe("PUT /users/{id}/ban", () => {
  it.each(["guest", "member", "member2", "moderator"] as const)("is refused to %s", async (persona) => {
    const res = await call(persona, "PUT", `/users/${ids.member}/ban`, { banned: true });
    expect(res.statusCode).toBe(403);
    expect((await row(ids.member))?.banned).toBe(false);
  });

  it("bans: the member's session can no longer change anything (the spec's text), then unbans", async () => {
    const res = await call("admin", "PUT", `/users/${ids.member}/ban`, { banned: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ banned: true });
    expect((await row(ids.member))?.banned).toBe(true);
    const refused = await call("member", "PATCH", `/users/${ids.member}`, { title: "Still posting" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This user has been banned.");
    expect((await call("member", "GET", "/users/me")).json().userID).toBe(0);

    expect((await call("admin", "PUT", `/users/${ids.member}/ban`, { banned: false })).json()).toEqual({ banned: false });
    expect((await call("member", "GET", "/users/me")).json().userID).toBe(ids.member);
  });

  it("refuses banning yourself, and a body without the flag", async () => {
    const self = await call("admin", "PUT", `/users/${ids.admin}/ban`, { banned: true });
    expect(self.statusCode).toBe(403);
    expect(self.json().errors.banned[0].message).toBe("You cannot ban yourself.");
    const bad = await call("admin", "PUT", `/users/${ids.member}/ban`, { banned: "yes" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["banned"]);
    expect((await call("admin", "PUT", "/users/999999/ban", { banned: true })).statusCode).toBe(404);
  });
});

describe("POST /users", () => {
  it.each(["guest", "member", "member2", "moderator"] as const)("is refused to %s, writing nothing", async (persona) => {
    const res = await call(persona, "POST", "/users", { name: `made-by-${persona}`, email: `${persona}-made@example.com`, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(await t.db.selectFrom("users").select("userID").where("name", "=", `made-by-${persona}`).executeTakeFirst()).toBeUndefined();
  });

  it("creates a member (the member roles by default) who can sign in", async () => {
    const res = await call("admin", "POST", "/users", { name: "newbie", email: "newbie@example.com", password: PASSWORD });
    expect(res.statusCode).toBe(201);
    const user = res.json<User>();
    expect(user).toMatchObject({ name: "newbie", email: "newbie@example.com", roleIDs: [roles.member], banned: 0 });
    expect(await signIn(t.app, "newbie", PASSWORD)).toContain("=");
  });

  it("creates with the roles given", async () => {
    const res = await call("admin", "POST", "/users", {
      name: "mod2",
      email: "mod2@example.com",
      password: PASSWORD,
      roleID: [roles.moderator],
      emailConfirmed: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<User>().roleIDs).toEqual([roles.moderator]);
    expect((await row(res.json<User>().userID))?.emailConfirmed).toBe(true);
  });

  it("refuses a taken name and email (any case) on their fields, and bad fields, writing nothing", async () => {
    const taken = await call("admin", "POST", "/users", { name: "MEMBER", email: "Member2@example.COM", password: PASSWORD });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toMatchObject({
      name: [{ message: "That name is already taken." }],
      email: [{ message: "That email is already registered." }],
    });
    const bad = await call("admin", "POST", "/users", { name: "x y", email: "not-an-email", password: "short" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "name", "password"]);
    const missing = await call("admin", "POST", "/users", {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["email", "name", "password"]);
    const unknownRole = await call("admin", "POST", "/users", { name: "ghost", email: "ghost@example.com", password: PASSWORD, roleID: [9999] });
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().errors.roleID[0].field).toBe("roleID");
    expect(await t.db.selectFrom("users").select("userID").where("name", "in", ["x y", "ghost"]).execute()).toEqual([]);
  });
});

describe("DELETE /users/{id}", () => {
  it.each(["guest", "member", "member2", "moderator"] as const)("is refused to %s", async (persona) => {
    expect((await call(persona, "DELETE", `/users/${ids.member2}`)).statusCode).toBe(403);
    expect(await row(ids.member2)).toBeDefined();
  });

  it("deletes the account and its sessions; refuses deleting yourself", async () => {
    const userID = await createUser(t.db, { name: "leaving", email: "leaving@example.com", password: PASSWORD, roles: ["Member"] });
    const cookie = await signIn(t.app, "leaving", PASSWORD);
    expect((await call("admin", "DELETE", `/users/${userID}`)).statusCode).toBe(204);
    expect(await row(userID)).toBeUndefined();
    expect(await t.db.selectFrom("sessions").select("sessionID").where("userID", "=", userID).execute()).toEqual([]);
    expect((await api(t.app, { url: "/users/me", cookie })).json().userID).toBe(0);
    expect((await call("admin", "DELETE", `/users/${userID}`)).statusCode).toBe(404);
    const self = await call("admin", "DELETE", `/users/${ids.admin}`);
    expect(self.statusCode).toBe(403);
    expect(await row(ids.admin)).toBeDefined();
  });
});

describe("GET /users", () => {
  it.each(["guest", "member", "member2", "moderator"] as const)("is refused to %s", async (persona) => {
    expect((await call(persona, "GET", "/users")).statusCode).toBe(403);
  });

  it("lists users by name, paged, searching any part of the name; emails only with personalInfo.view", async () => {
    const first = await call("admin", "GET", "/users?limit=2");
    expect(first.statusCode).toBe(200);
    const names = first.json<User[]>().map((u) => u.name);
    expect(names).toHaveLength(2);
    expect(first.headers.link).toContain("page=2");
    expect(first.json<User[]>()[0]?.email).toBeDefined();
    const found = await call("admin", "GET", "/users?query=EMBER2");
    expect(found.json<User[]>().map((u) => u.name)).toEqual(["member2"]);
    // The manager lacks personalInfo.view: no one's email but their own.
    const listed = (await call("manager", "GET", "/users?limit=100")).json<User[]>();
    expect(listed.filter((u) => u.email !== undefined).map((u) => u.name)).toEqual(["manager"]);
    // A LIKE wildcard is looked for as itself.
    expect((await call("admin", "GET", "/users?query=%25")).json()).toEqual([]);
    expect((await call("admin", "GET", "/users?limit=0")).statusCode).toBe(422);
  });
});

describe("GET /users/{id}/edit", () => {
  it("answers the editable fields to the user themselves and to users.edit, nobody else", async () => {
    const own = await call("member", "GET", `/users/${ids.member}/edit`);
    expect(own.statusCode).toBe(200);
    expect(own.json<UserEdit>()).toMatchObject({ email: "member@example.com", roleIDs: [roles.member], banned: false, isAdmin: false });
    expect((await call("admin", "GET", `/users/${ids.member}/edit`)).statusCode).toBe(200);
    expect((await call("manager", "GET", `/users/${ids.member}/edit`)).statusCode).toBe(200);
    for (const persona of ["guest", "member2", "moderator"] as const)
      expect((await call(persona, "GET", `/users/${ids.member}/edit`)).statusCode, persona).toBe(403);
    expect((await call("admin", "GET", "/users/999999/edit")).statusCode).toBe(404);
  });
});

describe("GET /roles", () => {
  it("lists the roles to site managers (limit 500), nobody else", async () => {
    const res = await call("admin", "GET", "/roles?limit=500");
    expect(res.statusCode).toBe(200);
    const list = res.json<Role[]>();
    expect(list.map((r) => r.name)).toEqual(["Guest", "Member", "Moderator", "Administrator", "User Manager"]);
    expect(list.find((r) => r.name === "User Manager")).toMatchObject({ type: "custom", deletable: true, canSession: true, personalInfo: false });
    expect(list.find((r) => r.name === "Member")?.deletable).toBe(false);
    expect((await call("manager", "GET", "/roles")).statusCode).toBe(200);
    for (const persona of ["guest", "member", "moderator"] as const) expect((await call(persona, "GET", "/roles")).statusCode, persona).toBe(403);
    for (const query of ["limit=501", "limit=0", "limit=many"]) {
      const bad = await call("admin", "GET", `/roles?${query}`);
      expect(bad.statusCode, query).toBe(422);
      expect(Object.keys(bad.json<{ errors: Record<string, unknown> }>().errors)).toEqual(["limit"]);
    }
  });
});
