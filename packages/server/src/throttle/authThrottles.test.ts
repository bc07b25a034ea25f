import { SESSION_COOKIE } from "@quorum/api";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { createApp } from "../createApp";
import { createTestApp, type TestApp } from "../testing";

// The throttles' clock: moved by hand, so a window passes with no waiting.
let clock = Date.parse("2026-03-01T12:00:00Z");
const now = () => clock;
const MINUTE = 60_000;
// Each attempt checks an argon2 hash: dozens of them take a while on a busy machine.
const SLOW = 120_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now });
  for (const name of ["alice", "bob", "carol", "dave"]) {
    await createUser(t.db, { name, email: `${name}@example.com`, password: "correct horse", roles: ["Member"] });
  }
});
afterAll(() => t.close());

/** A sign-in from `address` (the socket's address, as a client without a proxy has). */
function signInFrom(app: FastifyInstance, address: string, username: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/v2/authenticate/password",
    remoteAddress: address,
    headers: { "x-requested-with": "vanilla", ...headers },
    payload: { username, password },
  });
}

function registerFrom(app: FastifyInstance, address: string, name: string) {
  return app.inject({
    method: "POST",
    url: "/api/v2/users/register",
    remoteAddress: address,
    headers: { "x-requested-with": "vanilla" },
    payload: { name, email: `${name}@example.com`, password: "a long enough password" },
  });
}

describe("sign-in throttle per account", () => {
  it(
    "refuses the 11th attempt in 15 minutes with 429, Retry-After and the wait, even with the right password; the window's end lets it in",
    async () => {
      for (let i = 0; i < 10; i++) expect((await signInFrom(t.app, "10.0.0.1", "alice", `wrong ${i}`)).statusCode).toBe(401);
      clock += 5 * MINUTE;
      // Another address: the account's own count refuses it.
      const refused = await signInFrom(t.app, "10.0.0.2", "Alice@Example.com", "correct horse");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("600");
      expect(refused.json()).toEqual({ message: "Too many failed sign-in attempts for this account. Try again in 10 minutes.", status: 429 });
      expect(refused.cookies).toHaveLength(0);

      clock += 10 * MINUTE;
      const accepted = await signInFrom(t.app, "10.0.0.2", "alice", "correct horse");
      expect(accepted.statusCode).toBe(200);
      expect(accepted.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
    },
    SLOW,
  );

  it(
    "forgets an account's failures once it signs in",
    async () => {
      for (let i = 0; i < 9; i++) expect((await signInFrom(t.app, "10.0.1.1", "bob", "wrong")).statusCode).toBe(401);
      expect((await signInFrom(t.app, "10.0.1.1", "bob", "correct horse")).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) expect((await signInFrom(t.app, "10.0.1.1", "bob", "wrong")).statusCode).toBe(401);
      expect((await signInFrom(t.app, "10.0.1.1", "bob", "correct horse")).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    "counts in the database: another process of the site sees the same failures",
    async () => {
      const second = await createApp({ db: t.db, addons: [], now });
      try {
        for (let i = 0; i < 5; i++) expect((await signInFrom(t.app, "10.0.2.1", "carol", "wrong")).statusCode).toBe(401);
        for (let i = 0; i < 5; i++) expect((await signInFrom(second, "10.0.2.2", "carol", "wrong")).statusCode).toBe(401);
        expect((await signInFrom(t.app, "10.0.2.3", "carol", "correct horse")).statusCode).toBe(429);
        expect((await signInFrom(second, "10.0.2.3", "carol", "correct horse")).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    },
    SLOW,
  );
});

describe("sign-in throttle per address", () => {
  it(
    "refuses an address after 50 failures over any names, whatever account it tries next; other addresses sign in",
    async () => {
      clock += 60 * MINUTE;
      for (let i = 0; i < 50; i++) expect((await signInFrom(t.app, "10.0.3.1", `nobody${i}`, "wrong")).statusCode).toBe(401);
      const refused = await signInFrom(t.app, "10.0.3.1", "dave", "correct horse");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe("Too many failed sign-in attempts from your network. Try again in 15 minutes.");
      expect(refused.headers["retry-after"]).toBe("900");
      expect((await signInFrom(t.app, "10.0.3.2", "dave", "correct horse")).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    "reads the address from X-Forwarded-For only behind a trusted proxy, and then only the entry the proxy added",
    async () => {
      clock += 60 * MINUTE;
      const direct = t.app;
      // Without a trusted proxy a client's X-Forwarded-For changes nothing: its socket address is counted.
      for (let i = 0; i < 50; i++) {
        expect((await signInFrom(direct, "10.0.4.1", `ghost${i}`, "wrong", { "x-forwarded-for": `192.0.2.${i}` })).statusCode).toBe(401);
      }
      expect((await signInFrom(direct, "10.0.4.1", "dave", "correct horse", { "x-forwarded-for": "192.0.2.200" })).statusCode).toBe(429);

      const proxied = await createApp({ db: t.db, addons: [], now, trustProxy: true });
      try {
        // Behind the proxy (10.0.4.1 is now the proxy), each client is the address the proxy appended;
        // what a client wrote before it is its own word and ignored.
        for (let i = 0; i < 50; i++) {
          const forwarded = { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` };
          expect((await signInFrom(proxied, "10.0.4.1", `phantom${i}`, "wrong", forwarded)).statusCode).toBe(401);
        }
        expect((await signInFrom(proxied, "10.0.4.1", "dave", "correct horse", { "x-forwarded-for": "203.0.113.7" })).statusCode).toBe(429);
        expect((await signInFrom(proxied, "10.0.4.1", "dave", "correct horse", { "x-forwarded-for": "203.0.113.8" })).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    },
    SLOW,
  );
});

describe("registration throttle per address", () => {
  it(
    "refuses the 11th registration in an hour from one address (the registration.maxPerAddress setting), names the wait, and lets other addresses in",
    async () => {
      clock += 60 * MINUTE;
      for (let i = 0; i < 10; i++) expect((await registerFrom(t.app, "10.0.5.1", `newbie${i}`)).statusCode).toBe(201);
      const refused = await registerFrom(t.app, "10.0.5.1", "newbie10");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("3600");
      expect(refused.json()).toEqual({ message: "Too many registrations from your network. Try again in 60 minutes.", status: 429 });
      expect((await registerFrom(t.app, "10.0.5.2", "newbie10")).statusCode).toBe(201);

      clock += 60 * MINUTE;
      expect((await registerFrom(t.app, "10.0.5.1", "newbie11")).statusCode).toBe(201);
    },
    SLOW,
  );

  it(
    "follows the setting: a site manager may raise it, or turn it off with 0",
    async () => {
      clock += 60 * MINUTE;
      await t.app.quorum.config.patch({ "registration.maxPerAddress": 2 });
      try {
        expect((await registerFrom(t.app, "10.0.6.1", "late1")).statusCode).toBe(201);
        expect((await registerFrom(t.app, "10.0.6.1", "late2")).statusCode).toBe(201);
        expect((await registerFrom(t.app, "10.0.6.1", "late3")).statusCode).toBe(429);
        await t.app.quorum.config.patch({ "registration.maxPerAddress": 0 });
        expect((await registerFrom(t.app, "10.0.6.1", "late4")).statusCode).toBe(201);
      } finally {
        await t.app.quorum.config.patch({ "registration.maxPerAddress": 10 });
      }
    },
    SLOW,
  );
});
