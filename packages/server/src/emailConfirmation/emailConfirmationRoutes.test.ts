import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CurrentUser } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { OutboxTransport } from "../mail/OutboxTransport";
import { definePermission } from "../permissions/definePermission";
import { requirePermission } from "../permissions/requirePermission";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { EMAIL_CONFIRMATION_LIFETIME_MS } from "./EmailConfirmations";

// An add-on with a posting route, gated by a permission members hold: what confirmation withholds.
const notes = defineServerAddon({
  key: "notes",
  name: "Notes",
  description: "Test notes.",
  version: "1.0.0",
  permissions: [definePermission("notes.add", { scope: "global", defaultRoles: ["member", "administrator"], description: "Write notes." })],
  async routes(app) {
    app.post("/notes", async (request) => {
      requirePermission(request, "notes.add");
      return { ok: true };
    });
  },
});

let t: TestApp;
let outboxDir: string;
let clock = Date.now();
beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), "outbox-"));
  t = await createTestApp({ addons: [notes], mail: new OutboxTransport(outboxDir), now: () => clock });
  await t.app.quorum.config.patch({ "registration.confirmEmail": true, "registration.withheldUntilConfirmed": ["notes.add"] });
});
afterAll(async () => {
  await t.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** The emails in the outbox, oldest first, decoded: recipient and text. */
async function outbox(): Promise<Array<{ to: string; text: string }>> {
  const files = (await readdir(outboxDir)).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const eml = await readFile(join(outboxDir, file), "utf8");
      const body = eml.split("\r\n\r\n")[1] ?? "";
      return { to: /^To: (.*)$/m.exec(eml)?.[1] ?? "", text: Buffer.from(body.replace(/\r\n/g, ""), "base64").toString("utf8") };
    }),
  );
}

/** The userID and token of the newest confirmation link sent to `email`. */
async function lastLink(email: string): Promise<{ userID: number; token: string }> {
  const mail = (await outbox()).filter((message) => message.to === email).at(-1);
  const match = /http:\/\/[^/\s]+\/entry\/emailconfirm\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`No confirmation link for ${email}`);
  return { userID: Number(match[1]), token: match[2] ?? "" };
}

async function register(name: string): Promise<{ cookie: string; user: CurrentUser }> {
  const res = await api(t.app, { method: "POST", url: "/users/register", body: { name, email: `${name}@example.com`, password: "correct horse battery" } });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: res.headers["set-cookie"]?.toString().split(";")[0] ?? "", user: res.json<CurrentUser>() };
}

const confirm = (userID: number, confirmationCode: string) => api(t.app, { method: "POST", url: `/users/${userID}/confirm-email`, body: { confirmationCode } });
const me = async (cookie: string) => (await api(t.app, { url: "/users/me", cookie })).json<CurrentUser>();

describe("email confirmation", () => {
  it("emails a new member a link; until they confirm, what the settings withhold is refused with a clear message; the link confirms once", async () => {
    const { cookie, user } = await register("ada");
    expect(user.emailConfirmed).toBe(false);
    const link = await lastLink("ada@example.com");
    expect(link.userID).toBe(user.userID);
    // Only a hash is stored.
    const row = await t.db.selectFrom("emailConfirmations").selectAll().where("userID", "=", user.userID).executeTakeFirstOrThrow();
    expect(row.tokenHash).not.toContain(link.token);

    const refused = await api(t.app, { method: "POST", url: "/notes", cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: "Your email address is not confirmed.", status: 403 });

    const ok = await confirm(link.userID, link.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ userID: user.userID, email: "ada@example.com", emailConfirmed: true });
    expect((await me(cookie)).emailConfirmed).toBe(true);
    expect((await api(t.app, { method: "POST", url: "/notes", cookie })).statusCode).toBe(200);

    // Single use.
    const again = await confirm(link.userID, link.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.confirmationCode[0].message).toBe("This confirmation link is not valid.");
  });

  it("refuses a wrong token, another member's token and an expired one, confirming nothing", async () => {
    const { cookie, user } = await register("bob");
    const other = await register("cyd");
    const link = await lastLink("bob@example.com");
    expect((await confirm(user.userID, `${link.token.slice(0, -2)}xx`)).statusCode).toBe(422);
    expect((await confirm(other.user.userID, link.token)).statusCode).toBe(422);
    clock += EMAIL_CONFIRMATION_LIFETIME_MS + 1000;
    const expired = await confirm(user.userID, link.token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.confirmationCode[0]).toMatchObject({ message: "This confirmation link has expired.", code: "expired" });
    expect((await me(cookie)).emailConfirmed).toBe(false);
    expect((await me(other.cookie)).emailConfirmed).toBe(false);
  });

  it("resends a new link on request (the old one stops working), to the member only, throttled", async () => {
    const { cookie, user } = await register("dee");
    const first = await lastLink("dee@example.com");
    const bystander = await register("eve");
    expect((await api(t.app, { method: "POST", url: `/users/${user.userID}/confirm-email-request`, cookie: bystander.cookie })).statusCode).toBe(404);
    expect((await api(t.app, { method: "POST", url: `/users/${user.userID}/confirm-email-request` })).statusCode).toBe(404);

    const resent = await api(t.app, { method: "POST", url: `/users/${user.userID}/confirm-email-request`, cookie });
    expect(resent.statusCode).toBe(200);
    const second = await lastLink("dee@example.com");
    expect(second.token).not.toBe(first.token);
    expect((await confirm(user.userID, first.token)).statusCode).toBe(422);

    for (let i = 0; i < 2; i++) expect((await api(t.app, { method: "POST", url: `/users/${user.userID}/confirm-email-request`, cookie })).statusCode).toBe(200);
    const throttled = await api(t.app, { method: "POST", url: `/users/${user.userID}/confirm-email-request`, cookie });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Too many confirmation emails were sent. Try again in/);

    expect((await confirm(user.userID, (await lastLink("dee@example.com")).token)).statusCode).toBe(200);
    const done = await api(t.app, { method: "POST", url: `/users/${user.userID}/confirm-email-request`, cookie });
    expect(done.statusCode).toBe(409);
  });

  it("refuses bad input with 422 naming the field", async () => {
    const res = await api(t.app, { method: "POST", url: "/users/1/confirm-email", body: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("confirmationCode");
  });

  it("refuses a malformed id or code with 422 naming it, confirming nothing and sending nothing", async () => {
    const { cookie, user } = await register("ivy");
    const link = await lastLink("ivy@example.com");
    const sent = (await outbox()).length;
    for (const code of [12345, "", null, "x".repeat(5000)]) {
      const res = await api(t.app, { method: "POST", url: `/users/${user.userID}/confirm-email`, body: { confirmationCode: code } });
      expect(res.statusCode, JSON.stringify(code)).toBe(422);
      expect(Object.keys(res.json<{ errors: Record<string, unknown> }>().errors)).toEqual(["confirmationCode"]);
    }
    for (const id of ["abc", "0", "-3"]) {
      for (const res of [
        await api(t.app, { method: "POST", url: `/users/${id}/confirm-email`, body: { confirmationCode: link.token } }),
        await api(t.app, { method: "POST", url: `/users/${id}/confirm-email-request`, cookie }),
      ]) {
        expect(res.statusCode, id).toBe(422);
        expect(Object.keys(res.json<{ errors: Record<string, unknown> }>().errors)).toEqual(["id"]);
      }
    }
    // A guest and another member asking for someone's link: answered as a missing user.
    const other = await register("jon");
    expect((await api(t.app, { method: "POST", url: `/users/${user.userID}/confirm-email-request` })).statusCode).toBe(404);
    expect((await api(t.app, { method: "POST", url: `/users/${user.userID}/confirm-email-request`, cookie: other.cookie })).statusCode).toBe(404);
    expect((await me(cookie)).emailConfirmed).toBe(false);
    // One email since: jon's own confirmation, none for ivy.
    expect((await outbox()).length).toBe(sent + 1);
    // The emailed link still works: nothing above used it up.
    expect((await confirm(link.userID, link.token)).statusCode).toBe(200);
  });

  it("withholds nothing when confirmation is not required, and sends no email", async () => {
    await t.app.quorum.config.patch({ "registration.confirmEmail": false });
    const before = (await outbox()).length;
    const { cookie } = await register("fay");
    expect((await api(t.app, { method: "POST", url: "/notes", cookie })).statusCode).toBe(200);
    expect((await outbox()).length).toBe(before);
    await t.app.quorum.config.patch({ "registration.confirmEmail": true });
  });

  it("makes a changed address unconfirmed again and sends a new link to it, when the site requires confirmation", async () => {
    await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse battery", roles: ["Administrator"], isAdmin: true });
    const admin = await signIn(t.app, "root", "correct horse battery");
    const { cookie, user } = await register("gil");
    expect((await confirm(user.userID, (await lastLink("gil@example.com")).token)).statusCode).toBe(200);
    expect((await me(cookie)).emailConfirmed).toBe(true);

    const changed = await api(t.app, { method: "PATCH", url: `/users/${user.userID}`, cookie: admin, body: { email: "gil.new@example.com" } });
    expect(changed.statusCode).toBe(200);
    expect((await me(cookie)).emailConfirmed).toBe(false);
    expect((await api(t.app, { method: "POST", url: "/notes", cookie })).json()).toMatchObject({
      message: "Your email address is not confirmed.",
      status: 403,
    });
    const link = await lastLink("gil.new@example.com");
    expect(link.userID).toBe(user.userID);
    expect((await confirm(link.userID, link.token)).statusCode).toBe(200);
    expect((await me(cookie)).emailConfirmed).toBe(true);

    // The same address in other letters is no change; an administrator may confirm the new one in the same edit.
    const before = (await outbox()).length;
    expect((await api(t.app, { method: "PATCH", url: `/users/${user.userID}`, cookie: admin, body: { email: "Gil.New@example.com" } })).statusCode).toBe(200);
    expect((await me(cookie)).emailConfirmed).toBe(true);
    const confirmedToo = { email: "gil.third@example.com", emailConfirmed: true };
    expect((await api(t.app, { method: "PATCH", url: `/users/${user.userID}`, cookie: admin, body: confirmedToo })).statusCode).toBe(200);
    expect((await me(cookie)).emailConfirmed).toBe(true);
    expect((await outbox()).length).toBe(before);

    // Without confirmation required, a change leaves the account confirmed and sends nothing.
    await t.app.quorum.config.patch({ "registration.confirmEmail": false });
    try {
      expect((await api(t.app, { method: "PATCH", url: `/users/${user.userID}`, cookie: admin, body: { email: "gil.four@example.com" } })).statusCode).toBe(
        200,
      );
      expect((await me(cookie)).emailConfirmed).toBe(true);
      expect((await outbox()).length).toBe(before);
    } finally {
      await t.app.quorum.config.patch({ "registration.confirmEmail": true });
    }
  });
});
