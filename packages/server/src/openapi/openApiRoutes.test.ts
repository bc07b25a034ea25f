import { Validator } from "@seriousme/openapi-schema-validator";
import { Type } from "@sinclair/typebox";
import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import type { OpenApiDocument } from "./buildOpenApiDocument";

// docs/architecture.md §4: the API describes itself from the schemas that validate its requests.

const ProbeQuery = Type.Object({ q: Type.String({ maxLength: 5 }), page: Type.Optional(Type.Integer({ minimum: 1 })) });
const ProbeAnswer = Type.Object({ id: Type.Integer(), q: Type.String() });
const probe = defineServerAddon({
  key: "probe",
  name: "Probe",
  description: "An add-on with one documented route.",
  version: "1.0.0",
  routes(app) {
    app.get<{ Params: { id: number }; Querystring: { q: string } }>(
      "/probes/:id",
      { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), querystring: ProbeQuery, response: { 200: ProbeAnswer } } },
      async (request) => ({ id: request.params.id, q: request.query.q }),
    );
    app.post("/probes", { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } }, async (_request, reply) => reply.code(201).send({ id: 1 }));
  },
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ addons: [probe] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
  admin = await signIn(t.app, "root", "correct horse");
});
afterAll(() => t.close());

async function fetchDocument(): Promise<OpenApiDocument> {
  const response = await api(t.app, { url: "/open-api/v3" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const setProbe = async (enabled: boolean) => {
  const response = await api(t.app, { method: "PATCH", url: "/addons/probe", body: { enabled }, cookie: admin });
  expect(response.statusCode).toBe(200);
};

describe("GET /open-api/v3", () => {
  it("is a valid OpenAPI 3.1 document whose every schema is valid JSON Schema 2020-12", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    // Each parameter, body and answer schema compiles (Ajv refuses unknown types and bad keywords).
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const schemas: unknown[] = [];
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations) as Array<{ parameters: Array<{ schema: unknown }>; requestBody?: unknown; responses: object }>) {
        schemas.push(...operation.parameters.map((parameter) => parameter.schema));
        for (const holder of [operation.requestBody, ...Object.values(operation.responses)] as Array<
          { content?: Record<string, { schema: unknown }> } | undefined
        >) {
          for (const media of Object.values(holder?.content ?? {})) if (!JSON.stringify(media.schema).includes("$ref")) schemas.push(media.schema);
        }
      }
    }
    expect(schemas.length).toBeGreaterThan(20);
    for (const schema of schemas) expect(() => ajv.compile(schema as object)).not.toThrow();
  });

  it("documents each route from the schemas that validate it: path and query parameters, body, answers", async () => {
    const document = await fetchDocument();
    const get = document.paths["/probes/{id}"]?.get as Record<string, unknown>;
    expect(get).toMatchObject({
      "x-addon": "probe",
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
        { name: "q", in: "query", required: true, schema: { type: "string", maxLength: 5 } },
        { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1 } },
      ],
      responses: {
        "200": { content: { "application/json": { schema: { type: "object", required: ["id", "q"] } } } },
        default: { content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
    });
    expect(document.paths["/probes"]?.post).toMatchObject({
      requestBody: { required: true, content: { "application/json": { schema: { properties: { name: { minLength: 1 } } } } } },
    });
    // What the document says is what the route enforces.
    expect((await api(t.app, { url: "/probes/3", query: { q: "toolong" } })).statusCode).toBe(422);
    expect((await api(t.app, { url: "/probes/3", query: { q: "ok" } })).json()).toEqual({ id: 3, q: "ok" });
    // The framework's own routes, and their answers' shapes.
    expect(document.paths["/users/{id}"]?.get).toMatchObject({
      parameters: [
        { name: "id", in: "path", schema: { type: "integer" } },
        { name: "expand", in: "query" },
      ],
    });
    expect(document.paths["/users/me"]?.get).toMatchObject({
      responses: { "200": { content: { "application/json": { schema: { required: expect.arrayContaining(["userID", "photoUrl"]) } } } } },
    });
    expect(Object.keys(document.paths)).toContain("/open-api/v3");
    expect(document.components.schemas.Error).toMatchObject({ required: ["message", "status"] });
  });

  it("lists an add-on's routes while it is enabled only", async () => {
    await setProbe(false);
    try {
      const document = await fetchDocument();
      expect(document.paths["/probes/{id}"]).toBeUndefined();
      expect(document.paths["/probes"]).toBeUndefined();
      expect(document.paths["/users/me"]).toBeDefined();
    } finally {
      await setProbe(true);
    }
    expect((await fetchDocument()).paths["/probes/{id}"]).toBeDefined();
  });

  it("is public and cacheable: guests read it, and an unchanged document answers 304", async () => {
    const first = await api(t.app, { url: "/open-api/v3" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    const etag = String(first.headers.etag);
    const again = await api(t.app, { url: "/open-api/v3", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // Another set of enabled add-ons is another document.
    await setProbe(false);
    try {
      const other = await api(t.app, { url: "/open-api/v3", headers: { "if-none-match": etag } });
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).not.toBe(etag);
    } finally {
      await setProbe(true);
    }
  });
});
