import { SESSION_COOKIE } from "@quorum/api";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { createApp } from "../createApp";
import { api, createTestApp, type TestApp } from "../testing";
import { contentSecurityPolicy, parseFrameAncestors } from "./contentSecurityPolicy";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { name: "erin", email: "erin@example.com", password: "correct horse", roles: ["Member"] });
});
afterAll(() => t.close());

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  expect(res.headers["x-frame-options"]).toBe("DENY");
}

describe("security headers on every answer", () => {
  it("are on API answers, errors included: success, 404, 422, the CSRF refusal and a non-API path", async () => {
    const answers = [
      await api(t.app, { url: "/users/me" }),
      await api(t.app, { url: "/no-such-route" }),
      await api(t.app, { method: "POST", url: "/authenticate/password", body: {} }),
      await t.app.inject({ method: "POST", url: "/api/v2/authenticate/password", payload: { username: "erin", password: "x" } }),
      await t.app.inject({ url: "/not-the-api" }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 422, 403, 404]);
    for (const res of answers) expectSecurityHeaders(res);
  });

  it("send no HSTS over plain HTTP, even when a client claims X-Forwarded-Proto https to a site not behind a proxy", async () => {
    const res = await api(t.app, {
      method: "POST",
      url: "/authenticate/password",
      body: { username: "erin", password: "correct horse" },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });

  it("send HSTS and a Secure session cookie behind a trusted TLS proxy", async () => {
    const proxied = await createApp({ db: t.db, addons: [], trustProxy: true });
    try {
      const res = await api(proxied, {
        method: "POST",
        url: "/authenticate/password",
        body: { username: "erin", password: "correct horse" },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
      expectSecurityHeaders(res);
      // The same proxy forwarding plain HTTP: neither.
      const plain = await api(proxied, {
        method: "POST",
        url: "/authenticate/password",
        body: { username: "erin", password: "correct horse" },
        headers: { "x-forwarded-proto": "http" },
      });
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
      expect(plain.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });

  it("let a site that embeds itself elsewhere list the origins allowed to frame it (and drop X-Frame-Options)", async () => {
    const embedded = await createApp({ db: t.db, addons: [], frameAncestors: parseFrameAncestors("https://blog.example https://docs.example:8443") });
    try {
      const res = await api(embedded, { url: "/users/me" });
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors https://blog.example https://docs.example:8443;");
      expect(res.headers["x-frame-options"]).toBeUndefined();
    } finally {
      await embedded.close();
    }
  });
});

describe("contentSecurityPolicy for a page", () => {
  it("runs the site's files and the nonce's inline elements only: no 'unsafe-inline' or 'unsafe-eval' for scripts or style elements", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123==", frameAncestors: ["'none'"] });
    const directives = new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives.get("script-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(directives.get("style-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy.match(/'unsafe-inline'/g)).toEqual(["'unsafe-inline'"]);
    expect(directives.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
  });

  it("refuses framing origins that are not origins, so a typo cannot widen or break the policy", () => {
    expect(parseFrameAncestors(undefined)).toEqual(["'none'"]);
    expect(parseFrameAncestors(" ")).toEqual(["'none'"]);
    expect(parseFrameAncestors("'self', https://a.example")).toEqual(["'self'", "https://a.example"]);
    for (const bad of ["*", "https://a.example/path", "javascript:alert(1)", "https://a.example; script-src *"])
      expect(() => parseFrameAncestors(bad)).toThrow(/QUORUM_FRAME_ANCESTORS/);
  });
});
