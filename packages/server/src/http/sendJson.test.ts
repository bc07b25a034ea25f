import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { sendJson } from "./sendJson";

const app = Fastify();
const VALUES: Record<string, object> = {
  ascii: [{ id: 1, name: "plain", hot: 39880.20085940534, none: null }],
  wide: [{ excerpt: 'Hello… “quoted” naïve café 東京 🎉 \u2028 \ud800 tab\t quote" slash\\' }],
  huge: [{ text: "é".repeat(1_100_000) }],
  large: Array.from({ length: 2000 }, (_, i) => ({ i, text: `row ${i} — ${"x".repeat(i % 50)}` })),
};
app.get("/fastify/:name", async (request) => VALUES[(request.params as { name: string }).name]);
app.get("/bytes/:name", async (request, reply) => sendJson(reply, VALUES[(request.params as { name: string }).name] ?? {}));
afterAll(() => app.close());

describe("sendJson", () => {
  it("answers the very bytes and headers Fastify's own JSON reply has", async () => {
    for (const name of [...Object.keys(VALUES), "wide", "ascii"]) {
      const own = await app.inject(`/fastify/${name}`);
      const sent = await app.inject(`/bytes/${name}`);
      expect(sent.rawPayload.equals(own.rawPayload), name).toBe(true);
      expect(sent.headers["content-type"]).toBe(own.headers["content-type"]);
      expect(sent.headers["content-length"]).toBe(own.headers["content-length"]);
    }
  });
});
