import { connect } from "node:net";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RecordIDParamsSchema } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createTestApp, type TestApp } from "../testing";

const probe = defineServerAddon({
  key: "probe",
  name: "Probe",
  description: "One route with an id.",
  version: "1.0.0",
  routes(app) {
    app.withTypeProvider<TypeBoxTypeProvider>().get("/probe/items/:id", { schema: { params: RecordIDParamsSchema } }, async (request) => request.params);
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ addons: [probe] });
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" | "PROPFIND" | "SEARCH";
const send = (method: Method, url: string) => t.app.inject({ method, url, headers: { "x-requested-with": "vanilla" } });

describe("every 404 has the API's error shape", () => {
  it.each<[Method, string]>([
    ["GET", "/api/v2/nope"],
    ["POST", "/api/v2/nope"],
    ["DELETE", "/api/v2/probe/items"],
    ["GET", "/api/v2/probe/items/1/more"],
    ["GET", "/api/v2"],
    ["GET", "/api/v2/"],
    // Paths a route's prefix almost matches: outside the /api/v2 scope's own not-found handler.
    ["GET", "/api/v2x"],
    ["PATCH", "/api/v2probe/items/1"],
    ["GET", "/api/v22/config"],
    // A known path with a method it lacks, and methods no route uses at all.
    ["PUT", "/api/v2/probe/items/1"],
    ["OPTIONS", "/api/v2/probe/items/1"],
    ["PROPFIND", "/api/v2/probe/items/1"],
    ["SEARCH", "/api/v2x"],
  ])("%s %s", async (method, url) => {
    const response = await send(method, url);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: "Page not found.", status: 404 });
  });
});

describe("addresses the router cannot read answer in the error shape too", () => {
  it("bad percent-encoding is a 400", async () => {
    const response = await send("GET", "/api/v2/probe/items/%ED%A0%80");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The address is not valid.", status: 400 });
  });

  it("a path parameter over the router's length limit is a 414", async () => {
    const response = await send("GET", `/api/v2/probe/items/${"9".repeat(400)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: "A part of the address is too long.", status: 414 });
  });
});

describe("requests Node's HTTP parser refuses answer in the error shape", () => {
  it("an unknown method over a real connection is a 400 with a message", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => socket.write("FUZZ /api/v2/nope HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("utf8")));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    const [head, body] = raw.split("\r\n\r\n");
    expect(head?.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(JSON.parse(body ?? "")).toEqual({ message: "The request could not be read.", status: 400 });
  });
});
