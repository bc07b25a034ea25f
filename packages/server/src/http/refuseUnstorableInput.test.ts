import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { FreeJsonObject, RecordIDParamsSchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { api, createTestApp, type TestApp } from "../testing";

// Routes of an add-on, to show the check reaches every route under /api/v2, not only the core's.
const probe = defineServerAddon({
  key: "probe",
  name: "Probe",
  description: "Routes that echo what passed the checks.",
  version: "1.0.0",
  routes(app) {
    const typed = app.withTypeProvider<TypeBoxTypeProvider>();
    const Body = Type.Object({
      name: Type.String(),
      tags: Type.Optional(Type.Array(Type.String())),
      meta: Type.Optional(FreeJsonObject()),
      count: Type.Optional(Type.Number()),
    });
    typed.post("/probe/echo", { schema: { body: Body } }, async (request) => request.body);
    typed.get("/probe/search", { schema: { querystring: Type.Object({ q: Type.Optional(Type.String()) }) } }, async (request) => request.query);
    typed.get("/probe/words/:word", { schema: { params: Type.Object({ word: Type.String() }) } }, async (request) => request.params);
    typed.get("/probe/items/:id", { schema: { params: RecordIDParamsSchema } }, async (request) => request.params);
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ addons: [probe] });
});
afterAll(() => t.close());

/** The answer's status and the fields its `errors` name, with each field's message. */
async function refusal(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as { status: number; message: string; errors?: Record<string, Array<{ message: string }>> };
  return {
    status: response.statusCode,
    bodyStatus: body.status,
    fields: Object.fromEntries(Object.entries(body.errors ?? {}).map(([k, v]) => [k, v[0]?.message])),
  };
}

describe("values no column can store are refused with a 422 naming the field, on every route", () => {
  it("a NUL character in a core route's body (sign-in), before the database sees it", async () => {
    const response = await api(t.app, { method: "POST", url: "/authenticate/password", body: { username: "a\u0000b", password: "x" } });
    expect(await refusal(response)).toEqual({ status: 422, bodyStatus: 422, fields: { username: "username must not contain NUL characters." } });
  });

  it("a lone surrogate in a string, in an array item, and in an object's key", async () => {
    const string = await api(t.app, { method: "POST", url: "/probe/echo", body: { name: "x\ud800y" } });
    expect(await refusal(string)).toEqual({ status: 422, bodyStatus: 422, fields: { name: "name must not contain unpaired UTF-16 surrogates." } });
    const item = await api(t.app, { method: "POST", url: "/probe/echo", body: { name: "ok", tags: ["fine", "\udc00"] } });
    expect((await refusal(item)).fields).toEqual({ "tags.1": "tags.1 must not contain unpaired UTF-16 surrogates." });
    const key = await api(t.app, { method: "POST", url: "/probe/echo", body: { name: "ok", meta: { deep: { "\ud800": 1 } } } });
    expect((await refusal(key)).fields).toEqual({ "meta.deep": "A key of meta.deep must not contain unpaired UTF-16 surrogates." });
  });

  it("a number JSON can only write as 1e400 (Infinity once parsed)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/probe/echo",
      headers: { "x-requested-with": "vanilla", "content-type": "application/json" },
      payload: '{"name":"ok","count":1e400}',
    });
    expect(await refusal(response)).toEqual({ status: 422, bodyStatus: 422, fields: { count: "count must be a finite number." } });
  });

  it("a NUL character in a query value and in a path parameter", async () => {
    expect((await refusal(await api(t.app, { url: "/probe/search?q=a%00b" }))).fields).toEqual({ q: "q must not contain NUL characters." });
    expect((await refusal(await api(t.app, { url: "/probe/words/a%00b" }))).fields).toEqual({ word: "word must not contain NUL characters." });
  });

  it("lets through what is storable: emoji (surrogate pairs), other control characters, finite numbers", async () => {
    const body = { name: "🏳️‍🌈 tab\there", tags: ["😀"], meta: { é: ["\u0001"] }, count: 1.5 };
    const response = await api(t.app, { method: "POST", url: "/probe/echo", body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(body);
  });
});

describe("ids are bounded to PostgreSQL's int4 by the one id schema", () => {
  it.each(["2147483648", "9223372036854775808", "1e400", "Infinity", "0", "-1"])("id %s is a 422 naming id", async (id) => {
    const response = await api(t.app, { url: `/probe/items/${id}` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(["id"]);
  });

  it("2147483647 is an id", async () => {
    expect((await api(t.app, { url: "/probe/items/2147483647" })).json()).toEqual({ id: 2147483647 });
  });
});
