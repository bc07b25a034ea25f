import type { LayoutResponse, WidgetNode } from "@quorum/api";
import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { defineServerAddon, DEMO_SITE_KEY } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import __camel__ from "./index";

// A layout naming the add-on's widget, as a site manager's layout would.
const probe = defineServerAddon({
  key: "layout-probe",
  name: "Layout probe",
  description: "A page for the tests.",
  version: "0.0.0",
  layouts: { probe: [{ $hydrate: "react.__key__.items", title: "Latest" }] },
});

let t: ForumTestApp;
let admin: string;

// One database for the file (PGlite takes a few seconds to open): the real forum, which the
// add-on requires, seeded as a new site. Like on a real site, the add-on starts disabled and a
// site manager enables it, which runs its migration and, on a demo site, its seed.
beforeAll(async () => {
  t = await createForumTestApp({ addons: [__camel__, probe], disabled: ["__key__"] });
  admin = t.cookies.admin;
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
});

/** The component names and titles of the home page's side column. */
async function homeSideColumn(): Promise<string[]> {
  const page = (await api(t.app, { url: "/layouts/lookup-hydrate", query: { layoutViewType: "home" } })).json<LayoutResponse>();
  const section = page.layout.find((node) => node.$reactComponent === "SectionTwoColumns");
  return ((section?.$reactProps.secondaryBottom ?? []) as WidgetNode[]).map((node) => `${node.$reactComponent}:${String(node.$reactProps.title ?? "")}`);
}
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/__key__", body: { enabled }, cookie: admin });

describe("__Title__ on a site", () => {
  it("answers 404 until a site manager enables it", async () => {
    expect((await api(t.app, { url: "/__key__/items" })).statusCode).toBe(404);
    const enabled = await enable(true);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ key: "__key__", enabled: true });
  });

  it("lists the demo items to a guest, newest first", async () => {
    const res = await api(t.app, { url: "/__key__/items" });
    expect(res.statusCode).toBe(200);
    const items = res.json<Array<{ name: string; dateInserted: string }>>();
    expect(items.map((item) => item.name)).toEqual(["Hello from __Title__'s server route", "Welcome to __Title__"]);
    expect(Number.isNaN(Date.parse(items[0]?.dateInserted ?? ""))).toBe(false);
  });

  it("fills its widget's items in when a layout names it", async () => {
    const res = await api(t.app, { url: "/layouts/lookup-hydrate", query: { layoutViewType: "probe" } });
    expect(res.statusCode).toBe(200);
    const [node] = res.json<{ layout: Array<{ $reactComponent: string; $reactProps: { title: string; items: Array<{ name: string }> } }> }>().layout;
    expect(node?.$reactComponent).toBe("__Pascal__Widget");
    expect(node?.$reactProps.title).toBe("Latest");
    expect(node?.$reactProps.items.map((item) => item.name)).toContain("Welcome to __Title__");
  });

  it("places its widget on the forum's home page, after the forum's own side column", async () => {
    const column = await homeSideColumn();
    expect(column.slice(0, 2)).toEqual(["GuestCallToAction:Welcome!", "NewPostMenu:"]);
    expect(column).toContain("__Pascal__Widget:Latest from __Title__");
  });

  it("refuses a role its permission is taken from (a site manager's change sticks)", async () => {
    const guest = await t.db.selectFrom("roles").select("roleID").where("type", "=", "guest").executeTakeFirstOrThrow();
    await t.db.deleteFrom("rolePermissions").where("roleID", "=", guest.roleID).where("permission", "=", "__key__.view").execute();
    t.app.quorum.permissions.invalidate();
    expect((await api(t.app, { url: "/__key__/items" })).statusCode).toBe(403);
    expect((await api(t.app, { url: "/__key__/items", cookie: admin })).statusCode).toBe(200);
  });

  it("answers 404 again once turned off, keeping its data for later", async () => {
    expect((await enable(false)).statusCode).toBe(200);
    expect((await api(t.app, { url: "/__key__/items" })).statusCode).toBe(404);
    expect(await homeSideColumn()).not.toContain("__Pascal__Widget:Latest from __Title__");
    await enable(true);
    expect((await api(t.app, { url: "/__key__/items", cookie: admin })).json<unknown[]>()).toHaveLength(2);
  });
});
