import { SESSION_COOKIE } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "./addons/defineServerAddon";
import { createUser } from "./auth/createUser";
import { createApp } from "./createApp";
import { HttpError } from "./errors/HttpError";
import { notFound } from "./errors/notFound";
import { listParam } from "./http/listParam";
import { setPagingHeaders } from "./http/setPagingHeaders";
import { api, createTestApp, type TestApp } from "./testing";

const probe = defineServerAddon({
  key: "probe",
  name: "Probe",
  description: "Routes that exercise the framework.",
  version: "1.0.0",
  routes(app) {
    const typed = app.withTypeProvider<TypeBoxTypeProvider>();
    typed.get("/probe/query", async (request) => ({ query: request.query, expand: listParam((request.query as { expand?: string | string[] }).expand) }));
    typed.get("/probe/list", { schema: { querystring: Type.Object({ page: Type.Integer({ minimum: 1, default: 1 }) }) } }, async (request, reply) => {
      setPagingHeaders(reply, request, { page: request.query.page, limit: 10, total: 25, hasNext: request.query.page < 3 });
      return [];
    });
    typed.get("/probe/missing", async () => {
      throw notFound("Widget");
    });
    typed.get("/probe/teapot", async () => {
      throw new HttpError(418, "Short and stout.", { description: "Tip me over." });
    });
    typed.get("/probe/crash", async () => {
      throw new Error("secret database detail");
    });
    typed.post(
      "/probe/things",
      {
        schema: {
          body: Type.Object({
            name: Type.String({ minLength: 1, maxLength: 100 }),
            count: Type.Integer({ minimum: 1 }),
            sort: Type.Optional(Type.Union([Type.Literal("a"), Type.Literal("b")])),
          }),
        },
      },
      async (request, reply) => reply.code(201).send(request.body),
    );
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ addons: [probe] });
  await createUser(t.db, { name: "alice", email: "alice@example.com", password: "correct horse", roles: ["Member"] });
});
afterAll(() => t.close());

describe("query strings", () => {
  it("parses nested keys and arrays with qs", async () => {
    const res = await t.app.inject({ url: "/api/v2/probe/query?params[page]=2&params[sort]=-score&expand[]=insertUser&expand[]=breadcrumbs" });
    expect(res.json()).toEqual({
      query: { params: { page: "2", sort: "-score" }, expand: ["insertUser", "breadcrumbs"] },
      expand: ["insertUser", "breadcrumbs"],
    });
  });

  it("reads a comma list the same as an array", async () => {
    const res = await t.app.inject({ url: "/api/v2/probe/query?expand=insertUser,breadcrumbs" });
    expect(res.json().expand).toEqual(["insertUser", "breadcrumbs"]);
  });

  it("caps arrays at 20 items (the rest becomes an object, which schemas refuse)", async () => {
    const many = Array.from({ length: 25 }, (_, i) => `ids[${i}]=${i}`).join("&");
    const res = await t.app.inject({ url: `/api/v2/probe/query?${many}` });
    expect(Array.isArray(res.json().query.ids)).toBe(false);
  });
});

describe("paging headers", () => {
  it("sets the page, limit, count and Link headers a list answers with", async () => {
    const middle = await t.app.inject({ url: "/api/v2/probe/list?page=2&sort=new" });
    expect(middle.headers["x-app-page-current"]).toBe("2");
    expect(middle.headers["x-app-page-limit"]).toBe("10");
    expect(middle.headers["x-app-page-result-count"]).toBe("25");
    expect(middle.headers.link).toBe('</api/v2/probe/list?page=1&sort=new>; rel="prev", </api/v2/probe/list?page=3&sort=new>; rel="next"');
    const last = await t.app.inject({ url: "/api/v2/probe/list?page=3" });
    expect(last.headers.link).toBe('</api/v2/probe/list?page=2>; rel="prev"');
    const only = await t.app.inject({ url: "/api/v2/probe/list?page=1" });
    expect(only.headers.link).toBe('</api/v2/probe/list?page=2>; rel="next"');
  });
});

describe("CSRF", () => {
  const body = { name: "thing", count: 1 };

  it("refuses a mutation without X-Requested-With with 403 and the error shape, before any handler", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v2/probe/things", payload: body });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Permission Problem", status: 403, description: "The request is missing the X-Requested-With header." });
    const signIn = await t.app.inject({ method: "POST", url: "/api/v2/authenticate/password", payload: { username: "alice", password: "correct horse" } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.cookies).toHaveLength(0);
  });

  it("refuses a mutation from a foreign Origin", async () => {
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
      const res = await api(t.app, { method: "POST", url: "/probe/things", body, headers: { host: "localhost:3000", origin } });
      expect(res.statusCode).toBe(403);
      expect(res.json().description).toBe("The request came from another site.");
    }
  });

  it("accepts a same-origin mutation, or one with no Origin", async () => {
    const same = await api(t.app, { method: "POST", url: "/probe/things", body, headers: { host: "localhost:3000", origin: "http://localhost:3000" } });
    expect(same.statusCode).toBe(201);
    const none = await api(t.app, { method: "POST", url: "/probe/things", body });
    expect(none.statusCode).toBe(201);
  });

  it("lets reads through without the header", async () => {
    expect((await t.app.inject({ url: "/api/v2/users/me" })).statusCode).toBe(200);
  });
});

describe("error bodies", () => {
  it("answers an unknown API route with a 404 body", async () => {
    const res = await t.app.inject({ url: "/api/v2/no/such/route" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Page not found.", status: 404 });
  });

  it("answers thrown HttpErrors as they were thrown", async () => {
    expect((await t.app.inject({ url: "/api/v2/probe/missing" })).json()).toEqual({ message: "Widget not found.", status: 404 });
    const teapot = await t.app.inject({ url: "/api/v2/probe/teapot" });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ message: "Short and stout.", status: 418, description: "Tip me over." });
  });

  it("hides the details of an unexpected error behind a generic 500", async () => {
    const res = await t.app.inject({ url: "/api/v2/probe/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Something went wrong.", status: 500 });
    expect(res.body).not.toContain("secret");
  });

  it("answers schema failures with 422 and one message per field", async () => {
    const res = await api(t.app, { method: "POST", url: "/probe/things", body: { name: "x".repeat(101), sort: "c" } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Validation failed.",
      status: 422,
      errors: {
        name: [{ message: "name must be at most 100 characters.", code: "maxLength", field: "name" }],
        count: [{ message: "count is required.", code: "missingField", field: "count" }],
        sort: [{ message: "sort must be one of: a, b.", code: "enum", field: "sort" }],
      },
    });
  });

  it("answers malformed JSON with a 400 body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v2/probe/things",
      headers: { "x-requested-with": "vanilla", "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
  });
});

describe("enabled add-ons", () => {
  it("answers 404 for a disabled add-on's routes and serves them again once re-enabled, with no restart", async () => {
    await t.app.quorum.addons.setEnabled("probe", false);
    try {
      const res = await t.app.inject({ url: "/api/v2/probe/query" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Page not found.", status: 404 });
    } finally {
      await t.app.quorum.addons.setEnabled("probe", true);
    }
    expect((await t.app.inject({ url: "/api/v2/probe/query" })).statusCode).toBe(200);
  });
});

describe("secure cookies", () => {
  it("marks the session cookie Secure behind a trusted TLS proxy, and ignores the header otherwise", async () => {
    const proxied = await createApp({ db: t.db, addons: [], trustProxy: true });
    try {
      const request = {
        method: "POST",
        url: "/authenticate/password",
        body: { username: "alice", password: "correct horse" },
        headers: { "x-forwarded-proto": "https" },
      } as const;
      const behindProxy = await api(proxied, request);
      expect(behindProxy.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
      const direct = await api(t.app, request);
      expect(direct.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });
});
