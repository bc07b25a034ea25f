import { defineWidget, type LayoutResponse, type SiteBootstrap } from "@quorum/api";
import { forumLayouts } from "@quorum/forum/contract/server";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { buildBootstrap, DEMO_SITE_KEY, defineServerAddon, place, type HydrateContext } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Subcommunity } from "../../shared/Subcommunity";
import subcommunities from "../index";

// Every page of the site under a section's folder (docs/page-flow.md §1): core's router turns
// `/support/discussion/12/slug` into the forum's lookup with `siteSection: "support"` (core's
// matchPage.test.ts), which the page asks `GET /layouts/lookup-hydrate` for with `siteSection=`.
// A probe at the forum's layouts shows the params every widget of the page gets (spec §2).
const probe = defineWidget<{ siteSectionID?: unknown; locale?: unknown }>({ id: "probe.params", component: "ProbeWidget" });
const probeAddon = defineServerAddon({
  key: "probe",
  name: "Probe",
  description: "",
  version: "0.0.1",
  widgets: [probe.hydrate<HydrateContext>((_props, ctx) => ({ siteSectionID: ctx.lookup.params.siteSectionID, locale: ctx.lookup.params.locale }))],
  placements: [
    place({ layout: forumLayouts.discussion, at: "aside", id: "probe", widget: probe }),
    place({ layout: forumLayouts.discussionCategoryPage, at: "secondary", id: "probe", widget: probe }),
    place({ layout: forumLayouts.home, at: "secondary", id: "probe", widget: probe }),
  ],
  routes(app) {
    app.get("/test/page-bootstrap", (request) => buildBootstrap(app, request));
  },
});

let t: ForumTestApp;
let supportID: number;
/** The section's tree: Support and its children. */
let tree: Set<number>;
let inside: number;
let outside: number;
beforeAll(async () => {
  t = await createForumTestApp({ addons: [subcommunities, probeAddon], disabled: ["subcommunities"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const support = await t.categoryID("support");
  const children = await t.forum.selectFrom("categories").select("categoryID").where("parentCategoryID", "=", support).execute();
  tree = new Set([support, ...children.map((c) => c.categoryID)]);
  inside = await t.discussionID("How do I change my avatar?");
  outside = await t.discussionID("What brought you here?");
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/subcommunities", body: { enabled }, cookie: t.cookies.admin });

/** The lookups core's router makes of `/{folder}/discussion/{id}/{slug}`, `/{folder}/categories/{code}` and `/{folder}/post/discussion`. */
const lookups = {
  discussion: (id: number) => ({
    layoutViewType: "post",
    recordType: "discussion",
    recordID: String(id),
    "params[discussionID]": String(id),
    "params[page]": "1",
  }),
  category: (code: string) => ({ layoutViewType: "categoryList", recordType: "category", recordID: code, "params[categoryID]": code, "params[page]": "1" }),
  postForm: () => ({
    layoutViewType: "createPost",
    recordType: "category",
    recordID: "0",
    "params[postType]": "discussion",
    "params[parentRecordType]": "category",
  }),
};
const page = (as: DemoUser | "guest", query: Record<string, string>, folder?: string) =>
  t.call(as, { url: "/layouts/lookup-hydrate", query: { ...query, ...(folder === undefined ? {} : { siteSection: folder }) } });

type Node = { $reactComponent: string; $reactProps: Record<string, unknown> };
function propsOf(layout: LayoutResponse, component: string): Record<string, unknown> | undefined {
  let found: Record<string, unknown> | undefined;
  const visit = (value: unknown): void => {
    if (found) return;
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object" && typeof (value as Node).$reactComponent === "string") {
      if ((value as Node).$reactComponent === component) found = (value as Node).$reactProps;
      else Object.values((value as Node).$reactProps).forEach(visit);
    }
  };
  visit(layout.layout);
  return found;
}

describe("the site's pages under a section's folder", () => {
  it("are not found while the add-on is off (the folder is no section's), and the page bootstrap names no folder", async () => {
    expect((await page("guest", lookups.discussion(inside), "support")).json()).toEqual({ message: "Page not found.", status: 404 });
    expect((await page("member", lookups.category("getting-started"), "support")).statusCode).toBe(404);
    expect((await page("member", lookups.postForm(), "support")).statusCode).toBe(404);
    expect((await t.call("guest", { url: "/test/page-bootstrap" })).json<SiteBootstrap>().siteSections).toBeUndefined();
    expect((await enable(true)).statusCode).toBe(200);
  });

  it("the page bootstrap names the folders the viewer may see, with each section's id, locale and root category", async () => {
    const sections = (await t.call("guest", { url: "/subcommunities" })).json<Subcommunity[]>();
    supportID = sections.find((section) => section.folder === "support")!.subcommunityID;
    expect((await t.call("guest", { url: "/test/page-bootstrap" })).json<SiteBootstrap>().siteSections).toEqual(
      sections.map((section) => ({ folder: section.folder, siteSectionID: section.subcommunityID, locale: section.locale, categoryID: section.categoryID })),
    );
  });

  it("/{folder}/discussion/{id}/{slug}: the discussion, its layout looked up with the section's id and locale", async () => {
    const res = await page("guest", lookups.discussion(inside), "support");
    expect(res.statusCode, res.body).toBe(200);
    const layout = res.json<LayoutResponse>();
    expect(layout.seo.title).toBe("How do I change my avatar?");
    expect(propsOf(layout, "ProbeWidget")).toEqual({ siteSectionID: supportID, locale: "en" });
    // The same discussion outside the section: no section in the params.
    expect(propsOf((await page("guest", lookups.discussion(inside))).json<LayoutResponse>(), "ProbeWidget")).toEqual({ siteSectionID: 0, locale: "en" });
  });

  it("renders a discussion of another tree under the folder as it is (docs: no redirect), still in the section", async () => {
    const res = await page("guest", lookups.discussion(outside), "support");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LayoutResponse>().seo.title).toBe("What brought you here?");
    expect(propsOf(res.json<LayoutResponse>(), "ProbeWidget")).toEqual({ siteSectionID: supportID, locale: "en" });
  });

  it("/{folder}/categories/{code}: the category page, with the section's id", async () => {
    const res = await page("guest", lookups.category("getting-started"), "support");
    expect(res.statusCode, res.body).toBe(200);
    const layout = res.json<LayoutResponse>();
    expect(layout.seo.title).toBe("Getting Started");
    expect(propsOf(layout, "ProbeWidget")).toEqual({ siteSectionID: supportID, locale: "en" });
  });

  it("/{folder}/post/discussion: the post form, its categories the section's tree (the site-wide form offers others)", async () => {
    const res = await page("member", lookups.postForm(), "support");
    expect(res.statusCode, res.body).toBe(200);
    const choices = (propsOf(res.json<LayoutResponse>(), "CreatePostFormAsset")?.categories ?? []) as { categoryID: number }[];
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((choice) => tree.has(choice.categoryID))).toBe(true);
    const site = (await page("member", lookups.postForm())).json<LayoutResponse>();
    const all = (propsOf(site, "CreatePostFormAsset")?.categories ?? []) as { categoryID: number }[];
    expect(all.some((choice) => !tree.has(choice.categoryID))).toBe(true);
  });

  it("scopes the forum's lists to the section's tree on any page under its folder", async () => {
    // The home layout asked under the folder (a layout route an add-on could serve there): its recent discussions are the section's.
    const res = await page("guest", { layoutViewType: "home", recordType: "siteSection", recordID: "0" }, "support");
    expect(res.statusCode, res.body).toBe(200);
    const layout = res.json<LayoutResponse>();
    const list = propsOf(layout, "DiscussionListWidget") as { discussions: { categoryID: number }[]; apiParams: Record<string, unknown> };
    expect(list.discussions.length).toBeGreaterThan(0);
    expect(list.discussions.every((d) => tree.has(d.categoryID))).toBe(true);
    expect(list.apiParams).toMatchObject({ categoryID: await t.categoryID("support"), includeChildCategories: true });
    const site = propsOf(
      (await page("guest", { layoutViewType: "home", recordType: "siteSection", recordID: "0" })).json<LayoutResponse>(),
      "DiscussionListWidget",
    );
    expect((site as { discussions: { categoryID: number }[] }).discussions.some((d) => !tree.has(d.categoryID))).toBe(true);
  });

  it("are not found under an unknown folder, and the address cannot name the section's id itself", async () => {
    for (const folder of ["no-such-section", "discussion", "1"]) {
      expect((await page("guest", lookups.discussion(inside), folder)).json(), folder).toEqual({ message: "Page not found.", status: 404 });
    }
    const res = await page("guest", { ...lookups.discussion(inside), "params[siteSectionID]": String(supportID), "params[locale]": "fr" });
    expect(propsOf(res.json<LayoutResponse>(), "ProbeWidget")).toEqual({ siteSectionID: 0, locale: "en" });
  });

  it("a section whose root category the viewer may not see is not found under its folder, for every page, telling nothing", async () => {
    const created = await t.call("admin", {
      method: "POST",
      url: "/subcommunities",
      body: { name: "Staff Room", folder: "staff-room", categoryID: await t.categoryID("staff-lounge"), locale: "de" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const staff = created.json<Subcommunity>();
    const missing = { message: "Page not found.", status: 404 };
    for (const query of [
      lookups.discussion(inside),
      lookups.discussion(999999),
      lookups.category("getting-started"),
      lookups.category("nope"),
      lookups.postForm(),
    ]) {
      expect((await page("member", query, "staff-room")).json(), JSON.stringify(query)).toEqual(missing);
      expect((await page("guest", query, "staff-room")).json(), JSON.stringify(query)).toEqual(missing);
    }
    expect((await t.call("member", { url: "/test/page-bootstrap" })).json<SiteBootstrap>().siteSections?.map((s) => s.folder)).not.toContain("staff-room");
    const moderator = await page("moderator", lookups.discussion(inside), "staff-room");
    expect(moderator.statusCode, moderator.body).toBe(200);
    expect(propsOf(moderator.json<LayoutResponse>(), "ProbeWidget")).toEqual({ siteSectionID: staff.subcommunityID, locale: "de" });
  });
});
