import { defineServerAddon, pageHooks, runMigrations, type Database } from "@quorum/server";
import { createTestDatabase } from "@quorum/server/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite } from "./createSite";
import type { WebBuild } from "./webBuild";

// The site's page handler tells `pageHooks.served` of the pages it sends (a page counter counts
// full loads there): only pages answered 200, not redirects or error pages, and not API answers.
const served: string[] = [];
let told: () => void = () => {};
const counter = defineServerAddon({
  key: "counter",
  name: "Counter",
  description: "Counts pages.",
  version: "1.0.0",
  extend: [
    pageHooks.served.with(async (request) => {
      served.push(request.url);
      told();
    }),
  ],
});
const web: WebBuild = {
  clientDir: "/nonexistent",
  assets: { scripts: [], styles: [], preloads: [], addons: {} },
  async render({ url }) {
    if (url === "/go") return { status: 302, html: "", redirect: "/page" };
    return { status: url === "/missing" ? 404 : 200, html: "<!doctype html><p>page</p>" };
  },
};

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.db, [counter]);
  app = await createSite({ db: database.db, addons: [counter], web });
  // A third-party add-on starts disabled, as on a real site.
  await app.quorum.addons.setEnabled("counter", true);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("pages served", () => {
  it("tells pageHooks.served of each page answered 200, with its request", async () => {
    const heard = new Promise<void>((resolve) => (told = resolve));
    expect((await app.inject({ url: "/page?x=1" })).statusCode).toBe(200);
    await heard;
    expect((await app.inject({ url: "/missing" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/go" })).statusCode).toBe(302);
    expect((await app.inject({ url: "/api/v2/config" })).statusCode).toBe(200);
    expect(served).toEqual(["/page?x=1"]);
  });

  it("tells no one once the add-on is disabled", async () => {
    await app.quorum.addons.setEnabled("counter", false);
    expect((await app.inject({ url: "/page" })).statusCode).toBe(200);
    expect(served).toEqual(["/page?x=1"]);
  });
});
