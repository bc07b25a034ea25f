import type { LayoutResponse, WidgetNode } from "@quorum/api";
import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY } from "@quorum/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article, KnowledgeBase, KnowledgeCategory } from "../../shared/Knowledge";
import type { FeaturedArticlesWidgetProps } from "../../shared/widgets";
import knowledge from "../index";

let t: ForumTestApp;

// A demo site (its seed features "Creating your account"), the knowledge base enabled by a site manager.
beforeAll(async () => {
  t = await createForumTestApp({ addons: [knowledge], disabled: ["knowledge"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  await t.app.quorum.addons.setEnabled("knowledge", true);
});
afterAll(() => t?.close());

/** The home page's side column as `as` gets it: each entry's component and hydrated props. */
async function homeSecondary(as: "guest" | "member" | "admin"): Promise<WidgetNode[]> {
  const response = await t.call(as, { url: "/layouts/lookup-hydrate", query: { layoutViewType: "home", recordType: "siteSection", recordID: "0" } });
  expect(response.statusCode).toBe(200);
  const section = response.json<LayoutResponse>().layout.find((node) => node.$reactComponent === "SectionTwoColumns");
  return (section?.$reactProps.secondaryBottom as WidgetNode[] | undefined) ?? [];
}
const featuredOf = async (as: "guest" | "member" | "admin") =>
  (await homeSecondary(as)).find((node) => node.$reactComponent === "FeaturedArticlesWidget")?.$reactProps as FeaturedArticlesWidgetProps | undefined;

describe("the featured articles widget, placed on the home page", () => {
  it("lists the featured published articles a guest may read, after the forum's own entries", async () => {
    const components = (await homeSecondary("guest")).map((node) => node.$reactComponent);
    expect(components.slice(0, 2)).toEqual(["GuestCallToAction", "NewPostMenu"]);
    expect(components.at(-1)).toBe("FeaturedArticlesWidget");
    const featured = await featuredOf("guest");
    expect(featured?.title).toBe("Featured Articles");
    expect(featured?.articles.map((a) => [a.name, a.knowledgeBaseName])).toContainEqual(["Creating your account", "Help Center"]);
    expect(featured?.articles.every((a) => /^\/kb\/articles\/\d+-/.test(a.url))).toBe(true);
  });

  it("leaves out a hidden knowledge base's articles for readers (its editors see them) and deleted articles for everyone", async () => {
    const base = (
      await t.call("admin", { method: "POST", url: "/knowledge-bases", body: { name: "Drafts", urlCode: "drafts", viewType: "help", isHidden: true } })
    ).json<KnowledgeBase>();
    const category = (
      await t.call("admin", { method: "POST", url: "/knowledge-categories", body: { knowledgeBaseID: base.knowledgeBaseID, name: "Soon" } })
    ).json<KnowledgeCategory>();
    const secret = await t.call("admin", {
      method: "POST",
      url: "/articles",
      body: { knowledgeCategoryID: category.knowledgeCategoryID, name: "Secret plan", body: "x", format: "text", featured: true },
    });
    expect(secret.statusCode).toBe(201);
    expect((await featuredOf("member"))?.articles.map((a) => a.name)).not.toContain("Secret plan");
    expect((await featuredOf("admin"))?.articles.map((a) => a.name)).toContain("Secret plan");

    const help = (await t.call("guest", { url: "/articles", query: { knowledgeBaseID: "1", featured: "true" } })).json<Article[]>()[0];
    expect(help?.name).toBe("Creating your account");
    expect((await t.call("admin", { method: "PATCH", url: `/articles/${help?.articleID}/status`, body: { status: "deleted" } })).statusCode).toBe(200);
    expect((await featuredOf("admin"))?.articles.map((a) => a.name)).not.toContain("Creating your account");
    await t.call("admin", { method: "PATCH", url: `/articles/${help?.articleID}/status`, body: { status: "published" } });
  });

  it("is gone from the home page while the knowledge base is disabled", async () => {
    await t.app.quorum.addons.setEnabled("knowledge", false);
    try {
      expect((await homeSecondary("guest")).map((node) => node.$reactComponent)).not.toContain("FeaturedArticlesWidget");
    } finally {
      await t.app.quorum.addons.setEnabled("knowledge", true);
    }
  });
});
