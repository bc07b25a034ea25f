import { Type } from "@sinclair/typebox";
import type { FastifySchema } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createApp } from "../createApp";
import { sendJson } from "../http/sendJson";
import { api, createTestApp, type TestApp } from "../testing";

const Answer = Type.Object({ id: Type.Integer(), name: Type.String() });
const shapes = defineServerAddon({
  key: "shapes",
  name: "Shapes",
  description: "Routes answering right and wrong shapes.",
  version: "1.0.0",
  routes(app) {
    // Typed as any route's schema: the handlers answer shapes and statuses it does not declare.
    const schema: FastifySchema = { response: { 200: Answer } };
    app.get("/shapes/right", { schema }, async () => ({ id: 1, name: "one", extra: "kept" }));
    app.get("/shapes/wrong", { schema }, async () => ({ id: "1", name: 2 }));
    app.get("/shapes/bytes", { schema }, async (_request, reply) => sendJson(reply, { id: 1 }));
    app.get("/shapes/error", { schema }, async (_request, reply) => reply.code(404).send({ message: "Gone.", status: 404 }));
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ addons: [shapes] });
});
afterAll(() => t.close());

describe("checkResponses (the test apps' answer check)", () => {
  it("lets an answer of its route's shape through whole: schemas never write answers, unknown fields stay", async () => {
    const response = await api(t.app, { url: "/shapes/right" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: "one", extra: "kept" });
  });

  it("fails an answer of another shape loudly, naming the route and each difference", async () => {
    for (const url of ["/shapes/wrong", "/shapes/bytes"]) {
      const response = await api(t.app, { url });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toContain(`The answer of GET /api/v2${url} (200) does not match its schema`);
    }
    expect((await api(t.app, { url: "/shapes/wrong" })).json().message).toMatch(/\/id must be integer; \/name must be string/);
    expect((await api(t.app, { url: "/shapes/bytes" })).json().message).toContain("must have required property 'name'");
  });

  it("checks only the statuses a route declares", async () => {
    const response = await api(t.app, { url: "/shapes/error" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Gone.", status: 404 });
  });

  it("is off in a site's app: the answer goes out as the handler made it", async () => {
    const site = await createApp({ db: t.db, addons: [shapes] });
    try {
      const response = await site.inject({ url: "/api/v2/shapes/wrong" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: "1", name: 2 });
    } finally {
      await site.close();
    }
  });
});
