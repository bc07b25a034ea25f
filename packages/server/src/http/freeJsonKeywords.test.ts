import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { FREE_JSON_LIMITS, FreeJsonObject } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { api, createTestApp, signIn, type TestApp } from "../testing";

const probe = defineServerAddon({
  key: "probe",
  name: "Probe",
  description: "A route with a free-form JSON field.",
  version: "1.0.0",
  routes(app) {
    const typed = app.withTypeProvider<TypeBoxTypeProvider>();
    typed.post("/probe/meta", { schema: { body: Type.Object({ meta: FreeJsonObject() }) } }, async (request) => request.body);
  },
});

/** `{"a":{"a":…1…}}` nested `depth` levels, written as text (as a hostile client would send it). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ addons: [probe] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
  admin = await signIn(t.app, "root", "correct horse");
});
afterAll(() => t.close());

const postMeta = (meta: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v2/probe/meta",
    headers: { "x-requested-with": "vanilla", "content-type": "application/json" },
    payload: `{"meta":${meta}}`,
  });

describe("free-form JSON has a depth and a size limit (422 naming the field)", () => {
  it(`takes ${FREE_JSON_LIMITS.maxDepth} levels and refuses one more, and 10,000`, async () => {
    // The field's own object is the first level.
    expect((await postMeta(nested(FREE_JSON_LIMITS.maxDepth))).statusCode).toBe(200);
    for (const depth of [FREE_JSON_LIMITS.maxDepth + 1, 10_000]) {
      const response = await postMeta(nested(depth));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: "Validation failed.",
        status: 422,
        errors: { meta: [{ field: "meta", code: "maxJsonDepth", message: `meta must be nested at most ${FREE_JSON_LIMITS.maxDepth} levels deep.` }] },
      });
    }
  });

  it("refuses more bytes of JSON than the limit", async () => {
    const big = JSON.stringify({ text: "x".repeat(FREE_JSON_LIMITS.maxBytes) });
    const response = await postMeta(big);
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(["meta"]);
    expect((await postMeta(JSON.stringify({ text: "x".repeat(100) }))).statusCode).toBe(200);
  });

  it("bounds the values of PATCH /config the same way, naming the setting", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { "x-requested-with": "vanilla", "content-type": "application/json", cookie: admin },
      payload: `{"garden.title":${nested(10_000)}}`,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(["garden.title"]);
    // A setting's own check still runs for a value within the limits.
    expect((await api(t.app, { method: "PATCH", url: "/config", cookie: admin, body: { "garden.title": "Fine" } })).statusCode).toBe(200);
  });
});
