import { SESSION_COOKIE, type CurrentUser } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { createUser } from "./createUser";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { name: "alice", email: "alice@example.com", password: "correct horse", roles: ["Member"] });
  await createUser(t.db, { name: "banned", email: "banned@example.com", password: "correct horse", roles: ["Member"] });
  await t.db.updateTable("users").set({ banned: true }).where("name", "=", "banned").execute();
});
afterAll(() => t.close());

const countUsers = async () =>
  (
    await t.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;
const countSessions = async () =>
  (
    await t.db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

describe("POST /authenticate/password", () => {
  it("signs in by name or email, case-insensitively, with a HttpOnly SameSite=Lax session cookie", async () => {
    for (const username of ["alice", "ALICE", "Alice@Example.com"]) {
      const res = await api(t.app, { method: "POST", url: "/authenticate/password", body: { username, password: "correct horse" } });
      expect(res.statusCode).toBe(200);
      const user = res.json<CurrentUser>();
      expect(user).toMatchObject({ name: "alice", email: "alice@example.com", isAdmin: false });
      expect(user.userID).toBeGreaterThan(0);
      expect(user).not.toHaveProperty("passwordHash");
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    }
  });

  it("answers 401 with one message for a wrong password and for an unknown user", async () => {
    const wrong = await api(t.app, { method: "POST", url: "/authenticate/password", body: { username: "alice", password: "nope" } });
    const unknown = await api(t.app, { method: "POST", url: "/authenticate/password", body: { username: "nobody", password: "nope" } });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid username or password.", status: 401 });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it("refuses a banned account even with the right password", async () => {
    const res = await api(t.app, { method: "POST", url: "/authenticate/password", body: { username: "banned", password: "correct horse" } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("This account has been banned.");
  });

  it("gives a browser-session cookie when persist is false", async () => {
    const res = await api(t.app, { method: "POST", url: "/authenticate/password", body: { username: "alice", password: "correct horse", persist: false } });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.expires).toBeUndefined();
  });

  it("rejects a body missing fields with 422 naming each field", async () => {
    const res = await api(t.app, { method: "POST", url: "/authenticate/password", body: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Validation failed.",
      status: 422,
      errors: {
        username: [{ message: "username is required.", code: "missingField", field: "username" }],
        password: [{ message: "password is required.", code: "missingField", field: "password" }],
      },
    });
  });
});

describe("DELETE /authenticate", () => {
  it("ends the session: the cookie is cleared and no longer signs anyone in", async () => {
    const cookie = await signIn(t.app, "alice", "correct horse");
    expect((await api(t.app, { url: "/users/me", cookie })).json().name).toBe("alice");

    const res = await api(t.app, { method: "DELETE", url: "/authenticate", cookie });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    const after = await api(t.app, { url: "/users/me", cookie });
    expect(after.json().userID).toBe(0);
  });
});

describe("sessions", () => {
  it("read a banned user as a guest and refuse their changes with the ban's message, until unbanned", async () => {
    await createUser(t.db, { name: "mallory", email: "mallory@example.com", password: "correct horse", roles: ["Member"] });
    const cookie = await signIn(t.app, "mallory", "correct horse");
    expect((await api(t.app, { url: "/users/me", cookie })).json().name).toBe("mallory");
    const { userID } = await t.db.updateTable("users").set({ banned: true }).where("name", "=", "mallory").returning("userID").executeTakeFirstOrThrow();
    t.app.quorum.sessions.forgetUser(userID);
    const after = await api(t.app, { url: "/users/me", cookie });
    expect(after.json().userID).toBe(0);
    const change = await api(t.app, { method: "PATCH", url: `/users/${userID}`, cookie, body: { title: "Still here" } });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ message: "This user has been banned.", status: 403 });
    expect((await t.db.selectFrom("users").select("title").where("userID", "=", userID).executeTakeFirstOrThrow()).title).toBe("");
    // Unbanned, the same session works again.
    await t.db.updateTable("users").set({ banned: false }).where("userID", "=", userID).execute();
    t.app.quorum.sessions.forgetUser(userID);
    expect((await api(t.app, { url: "/users/me", cookie })).json().name).toBe("mallory");
    await t.db.updateTable("users").set({ banned: true }).where("userID", "=", userID).execute();
    t.app.quorum.sessions.forgetUser(userID);
    // Signing out is not a change to refuse.
    expect((await api(t.app, { method: "DELETE", url: "/authenticate", cookie })).statusCode).toBe(204);
  });

  it("treat an unknown session cookie as a guest", async () => {
    const res = await api(t.app, { url: "/users/me", cookie: `${SESSION_COOKIE}=forged` });
    expect(res.json().userID).toBe(0);
  });
});

describe("POST /users/register", () => {
  it("creates a Member, signs them in and answers 201 with the current user", async () => {
    const res = await api(t.app, { method: "POST", url: "/users/register", body: { name: "bob", email: "bob@example.com", password: "long enough" } });
    expect(res.statusCode).toBe(201);
    const user = res.json<CurrentUser>();
    const member = await t.db.selectFrom("roles").select("roleID").where("name", "=", "Member").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: "bob", email: "bob@example.com", roleIDs: [member.roleID], isAdmin: false });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const me = await api(t.app, { url: "/users/me", cookie: `${SESSION_COOKIE}=${cookie?.value}` });
    expect(me.json().userID).toBe(user.userID);
    expect(await signIn(t.app, "bob", "long enough")).toContain(SESSION_COOKIE);
  });

  it("refuses a taken name or email (any case) with 422 on that field, writing nothing", async () => {
    const usersBefore = await countUsers();
    const sessionsBefore = await countSessions();
    const res = await api(t.app, { method: "POST", url: "/users/register", body: { name: "ALICE", email: "Alice@example.com", password: "long enough" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [{ message: "That name is already taken.", code: "duplicate", field: "name" }],
      email: [{ message: "That email is already registered.", code: "duplicate", field: "email" }],
    });
    const onlyEmail = await api(t.app, {
      method: "POST",
      url: "/users/register",
      body: { name: "carol", email: "ALICE@example.com", password: "long enough" },
    });
    expect(Object.keys(onlyEmail.json().errors)).toEqual(["email"]);
    expect(await countUsers()).toBe(usersBefore);
    expect(await countSessions()).toBe(sessionsBefore);
  });

  it("refuses invalid input with a message per field, writing nothing", async () => {
    const before = await countUsers();
    const res = await api(t.app, { method: "POST", url: "/users/register", body: { name: "x", email: "not-an-email", password: "short" } });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name[0].message).toBe("name must be at least 3 characters.");
    expect(errors.email[0].message).toBe("email is not a valid email address.");
    expect(errors.password[0].message).toBe("password must be at least 8 characters.");
    expect(res.cookies).toHaveLength(0);
    expect(await countUsers()).toBe(before);
  });

  it("answers 403 when registration is turned off", async () => {
    await t.db.insertInto("config").values({ key: "registration.enabled", value: "false" }).execute();
    t.app.quorum.config.invalidate();
    try {
      const before = await countUsers();
      const res = await api(t.app, { method: "POST", url: "/users/register", body: { name: "dave", email: "dave@example.com", password: "long enough" } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Registration is disabled.", status: 403 });
      expect(await countUsers()).toBe(before);
    } finally {
      await t.db.deleteFrom("config").where("key", "=", "registration.enabled").execute();
      t.app.quorum.config.invalidate();
    }
  });
});
