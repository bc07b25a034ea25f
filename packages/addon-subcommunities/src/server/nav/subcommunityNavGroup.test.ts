import type { SiteBootstrap } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { buildBootstrap, DEMO_SITE_KEY, defineServerAddon } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Subcommunity } from "../../shared/Subcommunity";
import subcommunities from "../index";

// The server render inlines `buildBootstrap`'s answer into every page; a fixture route answers it
// here for the request's viewer, as the page would have it.
const pageBootstrap = defineServerAddon({
  key: "pageBootstrap",
  name: "Page bootstrap",
  description: "",
  version: "0.0.1",
  routes(app) {
    app.get("/test/page-bootstrap", (request) => buildBootstrap(app, request));
  },
});

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp({ addons: [subcommunities, pageBootstrap], disabled: ["subcommunities"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/subcommunities", body: { enabled }, cookie: t.cookies.admin });
const switcherOf = async (as: DemoUser | "guest") => {
  const res = await t.call(as, { url: "/test/page-bootstrap" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SiteBootstrap>().navGroups?.find((group) => group.id === "subcommunities");
};

describe("the title bar's section switcher (page bootstrap)", () => {
  it("is on no page while the add-on is off", async () => {
    expect(await switcherOf("guest")).toBeUndefined();
    expect(await switcherOf("admin")).toBeUndefined();
  });

  it("links the whole site and each section the viewer may see, guests included", async () => {
    expect((await enable(true)).statusCode).toBe(200);
    expect(await switcherOf("guest")).toEqual({
      id: "subcommunities",
      label: "Subcommunities",
      links: [
        { name: "Whole Site", url: "/" },
        { name: "Product Support", url: "/support" },
        { name: "Community", url: "/community" },
      ],
    });
    // A section of the staff tree: its managers' switcher lists it, a member's does not.
    const created = await t.call("admin", {
      method: "POST",
      url: "/subcommunities",
      body: { name: "Staff Room", folder: "staff-room", categoryID: await t.categoryID("staff-lounge") },
    });
    expect(created.statusCode, created.body).toBe(201);
    // (In the sections' order: sort, then id.)
    expect((await switcherOf("moderator"))?.links.map((link) => link.url).sort()).toEqual(["/", "/community", "/staff-room", "/support"]);
    expect((await switcherOf("member"))?.links.map((link) => link.url).sort()).toEqual(["/", "/community", "/support"]);
  });

  it("is gone once no section is left", async () => {
    const sections = (await t.call("admin", { url: "/subcommunities" })).json<Subcommunity[]>();
    for (const section of sections) {
      expect((await t.call("admin", { method: "DELETE", url: `/subcommunities/${section.subcommunityID}` })).statusCode).toBe(204);
    }
    expect(await switcherOf("admin")).toBeUndefined();
  });
});
