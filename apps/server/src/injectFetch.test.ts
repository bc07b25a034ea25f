import { GUEST_USER } from "@quorum/api";
import { defineServerAddon, notFound, type Viewer } from "@quorum/server";
import { createTestApp, type TestApp } from "@quorum/server/testing";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectFetch } from "./injectFetch";

const app = Fastify();
app.get("/api/v2/echo", async (request, reply) => {
  reply.header("x-app-page-current", "2");
  return { cookie: request.headers.cookie ?? null, query: request.query };
});
app.post("/api/v2/echo", async (request, reply) => reply.code(201).send({ received: request.body, requestedWith: request.headers["x-requested-with"] }));
app.delete("/api/v2/echo", async (_request, reply) => reply.code(204).send());

afterAll(() => app.close());

describe("injectFetch", () => {
  it("answers in-process with the page visitor's cookie, status, headers and body", async () => {
    const fetchApi = injectFetch(app, "quorum_session=abc");
    const response = await fetchApi("/api/v2/echo?page=2", { method: "GET" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-app-page-current")).toBe("2");
    expect(await response.json()).toEqual({ cookie: "quorum_session=abc", query: { page: "2" } });
  });

  it("sends bodies and headers of mutations", async () => {
    const fetchApi = injectFetch(app, undefined);
    const response = await fetchApi("http://localhost/api/v2/echo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "vanilla" },
      body: JSON.stringify({ name: "x" }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: { name: "x" }, requestedWith: "vanilla" });
  });

  it("gives an empty body for 204", async () => {
    const response = await injectFetch(app, undefined)("/api/v2/echo", { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });
});

// A layout whose widget shows what it was hydrated with, and a view that fails on demand.
const pages = defineServerAddon({
  key: "pages",
  name: "Pages",
  description: "A test view and layout.",
  version: "1.0.0",
  views: {
    async post(lookup) {
      if (lookup.recordID === 404) throw notFound("Discussion");
      if (lookup.recordID === 500) throw new Error("The database fell over");
      return { layoutViewType: "discussion", record: null, seo: { title: `Discussion ${lookup.recordID}` } };
    },
  },
  layouts: { discussion: [{ $hydrate: "test.echo" }] },
  widgets: {
    "test.echo": {
      component: "Echo",
      hydrate: (props, ctx) => ({ ...props, lookup: ctx.lookup, viewer: ctx.viewer.user.name }),
    },
  },
});

describe("injectFetch: the page's layout lookup", () => {
  let t: TestApp;
  let guest: Viewer;
  beforeAll(async () => {
    t = await createTestApp({ addons: [pages] });
    guest = { user: GUEST_USER, permissions: await t.app.quorum.permissions.forGuest(), sessionID: null };
  });
  afterAll(() => t?.close());

  /** The same request through the in-process path and through the route. */
  async function both(query: string) {
    const url = `/api/v2/layouts/lookup-hydrate?${query}`;
    const direct = await injectFetch(t.app, undefined, guest)(url, { method: "GET" });
    const routed = await injectFetch(t.app, undefined)(url, { method: "GET" });
    return {
      direct: { status: direct.status, type: direct.headers.get("content-type"), body: (await direct.json()) as unknown },
      routed: { status: routed.status, type: routed.headers.get("content-type"), body: (await routed.json()) as unknown },
    };
  }

  it("answers as the route does: the hydrated layout, whole numbers as numbers", async () => {
    const { direct, routed } = await both(
      "layoutViewType=post&recordType=discussion&recordID=12&params[page]=2&params[sort]=-dateInserted&params[q]=a%20b%2Bc",
    );
    expect(direct).toEqual(routed);
    expect(direct.status).toBe(200);
    expect(JSON.stringify(direct.body)).toContain('"params":{"page":2,"sort":"-dateInserted","q":"a b+c","siteSectionID":0,"locale":"en"}');
  });

  it("answers a refusal and a failure with the route's status and error body", async () => {
    const missing = await both("layoutViewType=post&recordType=discussion&recordID=404");
    expect(missing.direct).toEqual(missing.routed);
    expect(missing.direct).toMatchObject({ status: 404, body: { status: 404, message: "Discussion not found." } });
    const failed = await both("layoutViewType=post&recordType=discussion&recordID=500");
    expect(failed.direct).toEqual(failed.routed);
    expect(failed.direct).toMatchObject({ status: 500, body: { status: 500, message: "Something went wrong." } });
  });

  it("leaves what the route's parser and schema must judge to the route", async () => {
    for (const query of [
      "layoutViewType=post&recordType=discussion&recordID=1&params[a][b]=1",
      "layoutViewType=post&recordType=discussion&recordID=1&recordID=2",
      `layoutViewType=post&recordType=discussion&recordID=1&params[page]=${"9".repeat(501)}`,
      "layoutViewType=no-such!&recordType=discussion",
      "layoutViewType=post&recordType=discussion&recordID=%E0%A4%A",
    ]) {
      const { direct, routed } = await both(query);
      expect(direct, query).toEqual(routed);
    }
  });
});
