import type { LayoutResponse } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Subcommunity } from "../../shared/Subcommunity";
import subcommunities from "../index";

let t: ForumTestApp;
let support: number;
let staff: number;

// The real forum the add-on requires, seeded as a new demo site; the add-on starts disabled and a
// site manager enables it, as on a real site (its migration runs then, and its demo seed).
beforeAll(async () => {
  t = await createForumTestApp({ addons: [subcommunities], disabled: ["subcommunities"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  support = await t.categoryID("support");
  staff = await t.categoryID("staff-lounge");
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/subcommunities", body: { enabled }, cookie: t.cookies.admin });
const fields = (res: { json<T>(): T }) => Object.keys(res.json<{ errors?: Record<string, unknown> }>().errors ?? {});
const create = (as: DemoUser | "guest", body: Record<string, unknown>) => t.call(as, { method: "POST", url: "/subcommunities", body });
const list = async (as: DemoUser | "guest"): Promise<string[]> => {
  const res = await t.call(as, { url: "/subcommunities" });
  expect(res.statusCode).toBe(200);
  return res.json<Subcommunity[]>().map((s) => s.folder);
};
const home = (as: DemoUser | "guest", folder: string) =>
  t.call(as, { url: `/layouts/lookup-hydrate?layoutViewType=subcommunityHome&recordType=siteSection&recordID=${folder}` });

/** The hydrated nodes of a layout, depth first, children included. */
function nodes(layout: LayoutResponse): { $reactComponent: string; $reactProps: Record<string, unknown> }[] {
  const out: { $reactComponent: string; $reactProps: Record<string, unknown> }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const node = value as { $reactComponent?: unknown; $reactProps?: Record<string, unknown> };
      if (typeof node.$reactComponent === "string" && node.$reactProps) {
        out.push(node as { $reactComponent: string; $reactProps: Record<string, unknown> });
        Object.values(node.$reactProps).forEach(visit);
      }
    }
  };
  visit(layout.layout);
  return out;
}

describe("subcommunities on a site", () => {
  it("answers 404 until a site manager enables it; enabled on a demo site it seeds two sections", async () => {
    expect((await t.call("admin", { url: "/subcommunities" })).statusCode).toBe(404);
    expect((await create("admin", { name: "X", folder: "xyz", categoryID: support })).statusCode).toBe(404);
    expect((await home("admin", "support")).statusCode).toBe(404);

    expect((await enable(true)).statusCode).toBe(200);
    const res = await t.call("guest", { url: "/subcommunities" });
    expect(res.statusCode).toBe(200);
    const seeded = res.json<Subcommunity[]>();
    expect(seeded.map((s) => [s.name, s.folder, s.url, s.locale])).toEqual([
      ["Product Support", "support", "/support", "en"],
      ["Community", "community", "/community", "en"],
    ]);
    expect(seeded[0]?.categoryID).toBe(support);
    const one = await t.call("guest", { url: `/subcommunities/${seeded[0]?.subcommunityID}` });
    expect(one.json<Subcommunity>().folder).toBe("support");
  });

  it("lets only site managers create, edit and delete sections", async () => {
    const body = { name: "Staff Room", folder: "staff-room", categoryID: staff };
    for (const as of ["guest", "member", "moderator"] as const) {
      expect((await create(as, body)).statusCode, as).toBe(403);
    }
    const created = await create("admin", body);
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json<Subcommunity>();
    expect(section).toMatchObject({ name: "Staff Room", folder: "staff-room", locale: "en", categoryID: staff, url: "/staff-room" });
    const url = `/subcommunities/${section.subcommunityID}`;

    for (const as of ["guest", "member", "moderator"] as const) {
      expect((await t.call(as, { method: "PATCH", url, body: { name: "Mine" } })).statusCode, as).toBe(403);
      expect((await t.call(as, { method: "DELETE", url })).statusCode, as).toBe(403);
    }
    const edited = await t.call("admin", { method: "PATCH", url, body: { name: "Team Room", locale: "fr", sort: 5 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Subcommunity>()).toMatchObject({ name: "Team Room", locale: "fr", sort: 5, folder: "staff-room" });

    // A section is as visible as its root category: the staff tree's is missing to members and guests.
    expect(await list("moderator")).toContain("staff-room");
    expect(await list("member")).not.toContain("staff-room");
    expect(await list("guest")).not.toContain("staff-room");
    expect((await t.call("member", { url })).statusCode).toBe(404);
    expect((await t.call("moderator", { url })).statusCode).toBe(200);
    expect((await home("member", "staff-room")).statusCode).toBe(404);
    expect((await home("moderator", "staff-room")).statusCode).toBe(200);

    expect((await t.call("admin", { method: "DELETE", url })).statusCode).toBe(204);
    expect((await t.call("admin", { url })).statusCode).toBe(404);
    expect((await t.call("admin", { method: "DELETE", url })).statusCode).toBe(404);
    expect((await t.call("admin", { method: "PATCH", url, body: { name: "Gone" } })).statusCode).toBe(404);
  });

  it("refuses bad input with 422s naming the field", async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await create("admin", { name: "Bad", folder: "fine-folder", categoryID: support, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(fields(res), JSON.stringify(body)).toEqual([field]);
      expect(res.json<{ message: string; status: number }>()).toMatchObject({ status: 422 });
    };
    for (const folder of ["Upper", "a", "with space", "trailing-", "double--dash", "1234", "é-accent", "x".repeat(51)]) await bad({ folder }, "folder");
    for (const folder of [
      "discussions",
      "categories",
      "kb",
      "groups",
      "search",
      "profile",
      "messages",
      "dashboard",
      "api",
      "entry",
      "events",
      "ranks",
      "badges",
    ]) {
      await bad({ folder }, "folder");
    }
    await bad({ folder: "support" }, "folder"); // the demo section's
    await bad({ categoryID: 999999 }, "categoryID");
    await bad({ locale: "english!" }, "locale");
    await bad({ name: "   " }, "name");

    const missing = await create("admin", { folder: "no-name" });
    expect(missing.statusCode).toBe(422);
    expect((await t.call("admin", { url: "/subcommunities/abc" })).statusCode).toBe(422);
    expect((await t.call("admin", { url: "/subcommunities/0" })).statusCode).toBe(422);
    const [first] = (await t.call("admin", { url: "/subcommunities" })).json<Subcommunity[]>();
    const clash = await t.call("admin", { method: "PATCH", url: `/subcommunities/${first?.subcommunityID}`, body: { folder: "community" } });
    expect(clash.statusCode).toBe(422);
    expect(fields(clash)).toEqual(["folder"]);
    // Its own folder is no clash.
    expect((await t.call("admin", { method: "PATCH", url: `/subcommunities/${first?.subcommunityID}`, body: { folder: "support" } })).statusCode).toBe(200);
  });

  it("renders a section's home with its lists scoped to its category tree and its scoped search", async () => {
    const res = await home("guest", "support");
    expect(res.statusCode, res.body).toBe(200);
    const layout = res.json<LayoutResponse>();
    expect(layout.layoutViewType).toBe("subcommunityHome");
    expect(layout.seo.title).toBe("Product Support");
    const all = nodes(layout);
    const banner = all.find((n) => n.$reactComponent === "Banner");
    expect(banner?.$reactProps.title).toBe("Product Support");

    const list = all.find((n) => n.$reactComponent === "DiscussionListWidget")?.$reactProps as { discussions: { categoryID: number }[] };
    const tree = await t.forum.selectFrom("categories").select("categoryID").where("parentCategoryID", "=", support).execute();
    const inSection = new Set([support, ...tree.map((c) => c.categoryID)]);
    expect(list.discussions.length).toBeGreaterThan(0);
    expect(list.discussions.every((d) => inSection.has(d.categoryID))).toBe(true);
    expect((list as { viewAllUrl?: string }).viewAllUrl).toBe("/support/discussions");

    const categories = all.find((n) => n.$reactComponent === "CategoriesWidget")?.$reactProps as { categories: { name: string }[] };
    expect(categories.categories.map((c) => c.name)).toEqual(["Getting Started", "Bug Reports"]);

    const switcher = all.find((n) => n.$reactComponent === "SubcommunitySwitcher")?.$reactProps;
    expect(switcher).toEqual({
      search: { name: "Product Support", categoryID: support },
    });

    // The other section's list holds none of these.
    const other = nodes((await home("guest", "community")).json<LayoutResponse>());
    const otherList = other.find((n) => n.$reactComponent === "DiscussionListWidget")?.$reactProps as { discussions: { categoryID: number }[] };
    expect(otherList.discussions.some((d) => inSection.has(d.categoryID))).toBe(false);
  });

  it("answers 404 for a folder no section has, and with the add-on off again", async () => {
    expect((await home("guest", "no-such-section")).statusCode).toBe(404);
    // An id is no address: only the folder names a section's home.
    const [first] = (await t.call("guest", { url: "/subcommunities" })).json<Subcommunity[]>();
    expect((await home("guest", String(first?.subcommunityID))).statusCode).toBe(404);
    expect((await enable(false)).statusCode).toBe(200);
    expect((await t.call("guest", { url: "/subcommunities" })).statusCode).toBe(404);
    expect((await home("guest", "support")).statusCode).toBe(404);
  });
});
