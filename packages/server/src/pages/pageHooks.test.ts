import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createTestApp, type TestApp } from "../testing";
import { notifyPageServed, pageHooks } from "./pageHooks";

const heard: string[] = [];
let failing = false;
let settle: () => void = () => {};

// A counter add-on, and a route standing in for the site's page handler (apps/server's createSite).
const counter = defineServerAddon({
  key: "counter",
  name: "Counter",
  description: "Counts pages served.",
  version: "1.0.0",
  extend: [
    pageHooks.served.with(async (request) => {
      heard.push(`${request.method} ${request.url} ${request.headers.referer ?? "-"}`);
      settle();
      if (failing) throw new Error("the counter's database is away");
    }),
  ],
});
const pages = defineServerAddon({
  key: "pages",
  name: "Pages",
  description: "A page handler.",
  version: "1.0.0",
  routes(app) {
    app.get("/page", async (request) => {
      notifyPageServed(request);
      return { ok: true };
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ addons: [counter, pages] });
});
afterAll(() => t.close());

const served = () =>
  new Promise<void>((resolve) => {
    settle = resolve;
  });

describe("pageHooks.served", () => {
  it("tells the enabled add-ons' listeners of each page served, with its request", async () => {
    const told = served();
    const res = await t.app.inject({ url: "/api/v2/page?x=1", headers: { referer: "https://elsewhere.example/" } });
    expect(res.statusCode).toBe(200);
    await told;
    expect(heard).toEqual(["GET /api/v2/page?x=1 https://elsewhere.example/"]);
  });

  it("never fails the page when a listener throws", async () => {
    failing = true;
    const told = served();
    expect((await t.app.inject({ url: "/api/v2/page" })).statusCode).toBe(200);
    await told;
    failing = false;
  });

  it("tells no listener of a disabled add-on", async () => {
    await t.app.quorum.addons.setEnabled("counter", false);
    heard.length = 0;
    expect((await t.app.inject({ url: "/api/v2/page" })).statusCode).toBe(200);
    expect(heard).toEqual([]);
  });
});
