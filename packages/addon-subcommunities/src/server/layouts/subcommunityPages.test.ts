import { defineWidget, type LayoutResponse } from "@quorum/api";
import { forumLayouts } from "@quorum/forum/contract/server";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY, defineServerAddon, place, type HydrateContext } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Subcommunity } from "../../shared/Subcommunity";
import subcommunities from "../index";
import { subcommunityLayouts } from "./subcommunityLayouts";

// Another add-on's widget at the section pages' points (and the forum's list, outside any section):
// it shows the page's lookup params, as every widget of the layout gets them (spec §2).
const probe = defineWidget<{ siteSectionID?: unknown; locale?: unknown }>({ id: "probe.params", component: "ProbeWidget" });
const probeAddon = defineServerAddon({
  key: "probe",
  name: "Probe",
  description: "",
  version: "0.0.1",
  widgets: [probe.hydrate<HydrateContext>((_props, ctx) => ({ siteSectionID: ctx.lookup.params.siteSectionID, locale: ctx.lookup.params.locale }))],
  placements: [
    place({ layout: subcommunityLayouts.subcommunityDiscussionList, at: "main", id: "probe", widget: probe }),
    place({ layout: subcommunityLayouts.subcommunityCategoryList, at: "secondary", id: "probe", widget: probe }),
    place({ layout: forumLayouts.discussionList, at: "main", id: "probe", widget: probe }),
  ],
});

let t: ForumTestApp;
let support: number;
beforeAll(async () => {
  t = await createForumTestApp({ addons: [subcommunities, probeAddon], disabled: ["subcommunities"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  support = await t.categoryID("support");
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/subcommunities", body: { enabled }, cookie: t.cookies.admin });
const page = (as: DemoUser | "guest", layoutViewType: string, folder: string, query = "") =>
  t.call(as, { url: `/layouts/lookup-hydrate?layoutViewType=${layoutViewType}&recordType=siteSection&recordID=${folder}${query}` });

type Node = { $reactComponent: string; $reactProps: Record<string, unknown> };
/** The hydrated nodes of a layout, depth first, children included. */
function nodes(layout: LayoutResponse): Node[] {
  const out: Node[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object" && typeof (value as Node).$reactComponent === "string") {
      out.push(value as Node);
      Object.values((value as Node).$reactProps).forEach(visit);
    }
  };
  visit(layout.layout);
  return out;
}
const propsOf = (layout: LayoutResponse, component: string) => nodes(layout).find((node) => node.$reactComponent === component)?.$reactProps;

describe("a section's pages under its folder", () => {
  it("are 404 while the add-on is off", async () => {
    expect((await page("guest", "subcommunityDiscussionList", "support")).statusCode).toBe(404);
    expect((await page("guest", "subcommunityCategoryList", "support")).statusCode).toBe(404);
    expect((await enable(true)).statusCode).toBe(200);
  });

  it("/{folder}/discussions: the discussions of the section's tree, paged, its id and locale in the layout's params", async () => {
    const res = await page("guest", "subcommunityDiscussionList", "support", "&params[page]=1&params[siteSectionID]=99");
    expect(res.statusCode, res.body).toBe(200);
    const layout = res.json<LayoutResponse>();
    expect(layout.seo).toMatchObject({ title: "Product Support Discussions", url: "/support/discussions" });
    expect(propsOf(layout, "Banner")?.title).toBe("Product Support");
    const list = propsOf(layout, "DiscussionListWidget") as { discussions: { categoryID: number }[]; showPager: boolean; apiParams: Record<string, unknown> };
    const tree = await t.forum.selectFrom("categories").select("categoryID").where("parentCategoryID", "=", support).execute();
    const inSection = new Set([support, ...tree.map((c) => c.categoryID)]);
    expect(list.discussions.length).toBeGreaterThan(0);
    expect(list.discussions.every((d) => inSection.has(d.categoryID))).toBe(true);
    expect(list.showPager).toBe(true);
    expect(list.apiParams).toMatchObject({ categoryID: support, includeChildCategories: true });
    const [section] = (await t.call("guest", { url: "/subcommunities" })).json<Subcommunity[]>();
    expect(propsOf(layout, "ProbeWidget")).toEqual({ siteSectionID: section?.subcommunityID, locale: "en" });

    // The same list site-wide holds discussions of other trees, and its params say no section.
    const site = (
      await t.call("guest", { url: "/layouts/lookup-hydrate?layoutViewType=discussionList&recordType=siteSection&recordID=0" })
    ).json<LayoutResponse>();
    const all = propsOf(site, "DiscussionListWidget") as { discussions: { categoryID: number }[] };
    expect(all.discussions.some((d) => !inSection.has(d.categoryID))).toBe(true);
    expect(propsOf(site, "ProbeWidget")).toEqual({ siteSectionID: 0, locale: "en" });
  });

  it("/{folder}/categories: the categories of the section's tree", async () => {
    const res = await page("guest", "subcommunityCategoryList", "support");
    expect(res.statusCode, res.body).toBe(200);
    const layout = res.json<LayoutResponse>();
    expect(layout.seo.title).toBe("Product Support Categories");
    const categories = propsOf(layout, "CategoriesWidget") as { categories: { name: string }[] };
    expect(categories.categories.map((c) => c.name)).toEqual(["Getting Started", "Bug Reports"]);
    expect(propsOf(layout, "ProbeWidget")?.siteSectionID).toEqual(expect.any(Number));
  });

  it("are 404 for an unknown folder, an id, and a section the viewer may not see", async () => {
    for (const view of ["subcommunityDiscussionList", "subcommunityCategoryList"]) {
      expect((await page("guest", view, "no-such-section")).statusCode, view).toBe(404);
      expect((await page("guest", view, "1")).statusCode, view).toBe(404);
    }
    const created = await t.call("admin", {
      method: "POST",
      url: "/subcommunities",
      body: { name: "Staff Room", folder: "staff-room", categoryID: await t.categoryID("staff-lounge") },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await page("member", "subcommunityDiscussionList", "staff-room")).statusCode).toBe(404);
    expect((await page("member", "subcommunityCategoryList", "staff-room")).statusCode).toBe(404);
    expect((await page("moderator", "subcommunityDiscussionList", "staff-room")).statusCode).toBe(200);
  });
});
