import { Writable } from "node:stream";
import type { LayoutResponse } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { createApp } from "../createApp";
import { notFound } from "../errors/notFound";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { hydrateLayout } from "./hydrateLayout";

/**
 * Resolves once `count` callers have arrived: proves sibling widgets hydrate at the same time. Had
 * they hydrated one after another, the first would wait for ever and its test would time out (no
 * clock of its own: a busy machine is slow, not wrong).
 */
function barrier(count: number) {
  let arrived = 0;
  let release: () => void = () => {};
  const all = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    if (++arrived === count) release();
    await all;
  };
}

const together = barrier(2);
const pages = defineServerAddon({
  key: "pages",
  name: "Pages",
  description: "Test views, layouts and widgets.",
  version: "1.0.0",
  views: {
    async discussionList() {
      return {
        layoutViewType: "discussionList",
        record: {
          breadcrumbs: [
            { name: "Home", url: "/" },
            { name: "Discussions", url: "/discussions" },
          ],
        },
        seo: { title: "Recent Discussions" },
      };
    },
    async sectionHome() {
      return { layoutViewType: "sectionHome", record: null, seo: { title: "A section" }, params: { siteSectionID: 4, locale: "fr" } };
    },
    async post(lookup) {
      if (lookup.recordID === 404) throw notFound("Discussion");
      if (lookup.recordID === 7) return { layoutViewType: "discussion", record: null, seo: { title: "Moved" }, redirectTo: "/discussion/8/moved" };
      return { layoutViewType: "discussion", record: { name: `Discussion ${lookup.recordID}` }, seo: { title: "A discussion" }, params: { page: 3 } };
    },
  },
  layouts: {
    discussionList: [
      {
        $hydrate: "react.section.2-columns",
        breadcrumbs: [{ $hydrate: "react.breadcrumbs" }],
        mainTop: [{ $hydrate: "test.list", title: "Recent", $middleware: { visibility: { device: "desktop" } } }, { $hydrate: "test.nope" }],
        secondaryTop: [
          { $hydrate: "react.html", html: '<p class="x">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' },
          { $hydrate: "test.slow" },
        ],
      },
    ],
    discussion: [{ $hydrate: "test.record" }],
    categoryList: [{ $hydrate: "test.section" }],
    sectionHome: [{ $hydrate: "test.section" }],
    home: [{ $hydrate: "react.section.1-column", children: [{ $hydrate: "test.viewer" }, { $hydrate: "react.search", title: "Find" }] }],
  },
  widgets: {
    "test.list": {
      component: "ListWidget",
      async hydrate(props, ctx) {
        await together();
        return { ...props, items: ["one", "two"], page: ctx.lookup.params.page ?? null, sort: ctx.lookup.params.sort ?? null };
      },
    },
    "test.slow": {
      component: "SlowWidget",
      async hydrate(props) {
        await together();
        return props;
      },
    },
    "test.record": { component: "RecordWidget", hydrate: (props, ctx) => ({ name: ctx.record?.name, page: ctx.lookup.params.page }) },
    "test.section": {
      component: "SectionWidget",
      hydrate: (_props, ctx) => ({ siteSectionID: ctx.lookup.params.siteSectionID, locale: ctx.lookup.params.locale }),
    },
    "test.viewer": { component: "ViewerWidget", hydrate: (_props, ctx) => ({ viewer: ctx.viewer.user.name, title: ctx.config["garden.title"] }) },
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ addons: [pages] });
  await createUser(t.db, { name: "alice", email: "alice@example.com", password: "correct horse", roles: ["Member"] });
});
afterAll(() => t.close());

const lookup = (query: string) => t.app.inject({ url: `/api/v2/layouts/lookup-hydrate?${query}` });

describe("GET /layouts/lookup-hydrate", () => {
  it("resolves the view, hydrates the layout tree and answers the title bar", async () => {
    const res = await lookup("layoutViewType=discussionList&recordType=siteSection&recordID=0&params[page]=2&params[sort]=-score");
    expect(res.statusCode).toBe(200);
    const layout = res.json<LayoutResponse>();
    expect(layout.layoutID).toBe("discussionList");
    expect(layout.layoutViewType).toBe("discussionList");
    expect(layout.seo).toEqual({ title: "Recent Discussions" });
    expect(layout.titleBar).toEqual({ $reactComponent: "TitleBar", $reactProps: {} });
    expect(layout.layout).toEqual([
      {
        $reactComponent: "SectionTwoColumns",
        $reactProps: {
          breadcrumbs: [
            {
              $reactComponent: "Breadcrumbs",
              $reactProps: {
                crumbs: [
                  { name: "Home", url: "/" },
                  { name: "Discussions", url: "/discussions" },
                ],
              },
            },
          ],
          mainTop: [
            {
              $reactComponent: "ListWidget",
              $reactProps: { title: "Recent", items: ["one", "two"], page: 2, sort: "-score" },
              $middleware: { visibility: { device: "desktop" } },
            },
          ],
          secondaryTop: [
            { $reactComponent: "HtmlWidget", $reactProps: { html: '<p class="x">Hi<a href="/">x</a></p>' } },
            { $reactComponent: "SlowWidget", $reactProps: {} },
          ],
        },
      },
    ]);
  });

  it("logs and drops a widget the catalog does not know", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await createApp({ db: t.db, addons: [pages], logger: { level: "warn", stream } });
    try {
      const res = await app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=discussionList" });
      expect(JSON.stringify(res.json())).not.toContain("test.nope");
      expect(lines.some((line) => line.includes('"widget":"test.nope"') && line.includes('"level":40'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("uses the layout of the view type the resolver picked, with the resolver's params", async () => {
    const layout = (await lookup("layoutViewType=post&recordType=discussion&recordID=12&params[page]=1")).json<LayoutResponse>();
    expect(layout.layoutViewType).toBe("discussion");
    expect(layout.layout).toEqual([{ $reactComponent: "RecordWidget", $reactProps: { name: "Discussion 12", page: 3 } }]);
  });

  it("gives every layout the site section's id and locale: 0 and the site's outside a section, whatever the address asks", async () => {
    const site = (await lookup("layoutViewType=categoryList&recordType=siteSection&recordID=0&params[siteSectionID]=9")).json<LayoutResponse>();
    expect(site.layout).toEqual([{ $reactComponent: "SectionWidget", $reactProps: { siteSectionID: 0, locale: "en" } }]);
    const section = (await lookup("layoutViewType=sectionHome&recordType=siteSection&recordID=x")).json<LayoutResponse>();
    expect(section.layout).toEqual([{ $reactComponent: "SectionWidget", $reactProps: { siteSectionID: 4, locale: "fr" } }]);
  });

  it("passes on the resolver's redirect", async () => {
    const layout = (await lookup("layoutViewType=post&recordType=discussion&recordID=7")).json<LayoutResponse>();
    expect(layout.redirectTo).toBe("/discussion/8/moved");
    expect(layout.layout).toEqual([]);
  });

  it("answers the resolver's 404, and 404 for a view nobody provides", async () => {
    const missing = await lookup("layoutViewType=post&recordType=discussion&recordID=404");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Discussion not found.", status: 404 });
    const unknown = await lookup("layoutViewType=nowhere&recordType=siteSection&recordID=0");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Layout not found.", status: 404 });
  });

  it("validates the lookup", async () => {
    const res = await lookup("layoutViewType=bad%20type&params[a][b]=1");
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["layoutViewType", "params.a"]);
    expect(res.json().errors.layoutViewType[0].message).toBe("layoutViewType is not in the correct format.");
    expect((await lookup("")).json().errors.layoutViewType[0].message).toBe("layoutViewType is required.");
  });

  it("serves a layout with no resolver under the site's title, hydrated for the viewer", async () => {
    const cookie = await signIn(t.app, "alice", "correct horse");
    const layout = (await api(t.app, { url: "/layouts/lookup-hydrate?layoutViewType=home", cookie })).json<LayoutResponse>();
    expect(layout.seo.title).toBe("Quorum");
    expect(layout.layout).toEqual([
      {
        $reactComponent: "SectionOneColumn",
        $reactProps: {
          children: [
            { $reactComponent: "ViewerWidget", $reactProps: { viewer: "alice", title: "Quorum" } },
            // The built-in search widget (spec §2's `search`): core's search box.
            { $reactComponent: "SearchWidget", $reactProps: { title: "Find" } },
          ],
        },
      },
    ]);
  });

  it("is callable in-process with the same answer", async () => {
    const viaHttp = (await lookup("layoutViewType=post&recordType=discussion&recordID=12")).json();
    const guest = (await t.app.inject({ url: "/api/v2/users/me" })).json();
    const direct = await hydrateLayout(
      t.app,
      { layoutViewType: "post", recordType: "discussion", recordID: 12, params: {} },
      {
        user: guest,
        permissions: await t.app.quorum.permissions.forGuest(),
        sessionID: null,
      },
    );
    expect(direct).toEqual(viaHttp);
  });

  it("hides a disabled add-on's views", async () => {
    await t.app.quorum.addons.setEnabled("pages", false);
    try {
      expect((await lookup("layoutViewType=discussionList")).statusCode).toBe(404);
    } finally {
      await t.app.quorum.addons.setEnabled("pages", true);
    }
  });
});
