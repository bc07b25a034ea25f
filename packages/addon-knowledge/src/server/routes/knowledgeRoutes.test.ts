import type { SearchResult } from "@quorum/api";
import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article, ArticleReactions, ArticleRevision, KnowledgeBase, KnowledgeCategory } from "../../shared/Knowledge";
import knowledge from "../index";

let t: ForumTestApp;

// The real forum the add-on requires, seeded as a new site; the add-on starts disabled and a site
// manager enables it, as on a real site (its migration runs then, and on a demo site its seed).
beforeAll(async () => {
  t = await createForumTestApp({ addons: [knowledge], disabled: ["knowledge"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/knowledge", body: { enabled }, cookie: t.cookies.admin });
const errorsOf = (res: { json<T>(): T }) => Object.keys(res.json<{ errors?: Record<string, unknown> }>().errors ?? {});
const searchNames = async (as: "guest" | "member" | "admin" | "moderator", text: string) =>
  (await t.call(as, { url: "/search", query: { domain: "knowledge_base", query: text } })).json<SearchResult[]>().map((r) => r.name);

async function makeBase(urlCode: string, extra: Record<string, unknown> = {}) {
  const base = await t.call("admin", { method: "POST", url: "/knowledge-bases", body: { name: `KB ${urlCode}`, urlCode, viewType: "help", ...extra } });
  expect(base.statusCode).toBe(201);
  const kb = base.json<KnowledgeBase>();
  const category = await t.call("admin", { method: "POST", url: "/knowledge-categories", body: { knowledgeBaseID: kb.knowledgeBaseID, name: "Basics" } });
  expect(category.statusCode).toBe(201);
  return { kb, category: category.json<KnowledgeCategory>() };
}

async function makeArticle(knowledgeCategoryID: number, name: string, body = "Plain words.") {
  const res = await t.call("moderator", { method: "POST", url: "/articles", body: { knowledgeCategoryID, name, body, format: "markdown" } });
  expect(res.statusCode).toBe(201);
  return res.json<Article>();
}

describe("the knowledge base on a site", () => {
  it("answers 404 until a site manager enables it; enabled on a demo site it seeds a help center and a guide", async () => {
    expect((await t.call("member", { url: "/knowledge-bases" })).statusCode).toBe(404);
    expect((await t.call("member", { url: "/articles" })).statusCode).toBe(404);
    expect((await enable(true)).statusCode).toBe(200);
    const bases = (await t.call("guest", { url: "/knowledge-bases" })).json<KnowledgeBase[]>();
    expect(bases.map((kb) => [kb.name, kb.viewType, kb.countArticles, kb.url])).toEqual([
      ["Community Guide", "guide", 3, "/kb/guide"],
      ["Help Center", "help", 3, "/kb/help"],
    ]);
    expect((await t.call("guest", { url: "/knowledge-bases/help" })).json<KnowledgeBase>().name).toBe("Help Center");
  });

  it("lets kb.manage alone write knowledge bases and categories; bad input is 422 naming the field", async () => {
    for (const as of ["guest", "member", "moderator"] as const) {
      expect((await t.call(as, { method: "POST", url: "/knowledge-bases", body: { name: "X", urlCode: "x", viewType: "help" } })).statusCode).toBe(403);
      expect((await t.call(as, { method: "POST", url: "/knowledge-categories", body: { knowledgeBaseID: 1, name: "X" } })).statusCode).toBe(403);
      expect((await t.call(as, { method: "PATCH", url: "/knowledge-bases/1", body: { name: "X" } })).statusCode).toBe(403);
      expect((await t.call(as, { method: "DELETE", url: "/knowledge-categories/1" })).statusCode).toBe(403);
    }
    const post = (body: Record<string, unknown>) =>
      t.call("admin", { method: "POST", url: "/knowledge-bases", body: { name: "Docs", urlCode: "docs", viewType: "guide", ...body } });
    expect(errorsOf(await post({ urlCode: "Not A Code" }))).toContain("urlCode");
    expect(errorsOf(await post({ urlCode: "search" }))).toContain("urlCode");
    expect(errorsOf(await post({ urlCode: "2024" }))).toContain("urlCode");
    expect(errorsOf(await post({ urlCode: "help" }))).toContain("urlCode");
    expect((await post({ viewType: "wiki" })).statusCode).toBe(422);
    expect((await post({ name: "  " })).statusCode).toBe(422);
    expect((await post({ bannerUrl: "javascript:alert(1)" })).statusCode).toBe(422);
    const { kb, category } = await makeBase("docs");
    expect((await t.call("admin", { method: "PATCH", url: `/knowledge-bases/${kb.knowledgeBaseID}`, body: {} })).statusCode).toBe(422);
    expect(errorsOf(await t.call("admin", { method: "POST", url: "/knowledge-categories", body: { knowledgeBaseID: 999999, name: "X" } }))).toContain(
      "knowledgeBaseID",
    );
    const child = await t.call("admin", {
      method: "POST",
      url: "/knowledge-categories",
      body: { knowledgeBaseID: kb.knowledgeBaseID, parentID: category.knowledgeCategoryID, name: "Advanced" },
    });
    expect(child.json<KnowledgeCategory>().parentID).toBe(category.knowledgeCategoryID);
    // No loops: a category cannot move under its own child; a parent from another base is refused.
    const loop = await t.call("admin", {
      method: "PATCH",
      url: `/knowledge-categories/${category.knowledgeCategoryID}`,
      body: { parentID: child.json<KnowledgeCategory>().knowledgeCategoryID },
    });
    expect(errorsOf(loop)).toContain("parentID");
    // Only fields a category does not have: nothing to change, refused like an empty body (was a 500).
    const nothing = await t.call("admin", { method: "PATCH", url: `/knowledge-categories/${category.knowledgeCategoryID}`, body: { fuzzExtra: 1 } });
    expect(nothing.json()).toMatchObject({ status: 422, errors: { body: [{ code: "minProperties" }] } });
    const foreign = await t.call("admin", {
      method: "POST",
      url: "/knowledge-categories",
      body: { knowledgeBaseID: kb.knowledgeBaseID, parentID: 1, name: "Elsewhere" },
    });
    expect(errorsOf(foreign)).toContain("parentID");
    const listed = (await t.call("member", { url: "/knowledge-categories", query: { knowledgeBaseID: String(kb.knowledgeBaseID) } })).json<
      KnowledgeCategory[]
    >();
    expect(listed.map((c) => c.name)).toEqual(["Advanced", "Basics"]);
    for (const url of ["/knowledge-bases/99999999999", "/knowledge-bases/abc_def", "/knowledge-categories/abc", "/articles/0", "/articles/99999999999"]) {
      const status = (await t.call("admin", { url })).statusCode;
      expect(status >= 400 && status < 500, url).toBe(true);
    }
    expect((await t.call("admin", { method: "DELETE", url: `/knowledge-bases/${kb.knowledgeBaseID}` })).statusCode).toBe(204);
    expect((await t.call("admin", { url: "/knowledge-bases/docs" })).statusCode).toBe(404);
  });

  it("lets editors write articles, sanitizes bodies, anchors headings for the table of contents and keeps revisions", async () => {
    const { category } = await makeBase("manuals");
    const body = {
      knowledgeCategoryID: category.knowledgeCategoryID,
      name: "Install",
      body: "Intro\n\n## Step one\n\n<script>alert(1)</script>\n\n### Details",
      format: "markdown",
    };
    for (const as of ["guest", "member"] as const) expect((await t.call(as, { method: "POST", url: "/articles", body })).statusCode).toBe(403);
    expect(errorsOf(await t.call("moderator", { method: "POST", url: "/articles", body: { ...body, knowledgeCategoryID: 999999 } }))).toContain(
      "knowledgeCategoryID",
    );
    expect((await t.call("moderator", { method: "POST", url: "/articles", body: { ...body, name: "" } })).statusCode).toBe(422);
    expect((await t.call("moderator", { method: "POST", url: "/articles", body: { ...body, format: "bbcode" } })).statusCode).toBe(422);
    const created = await t.call("moderator", { method: "POST", url: "/articles", body });
    expect(created.statusCode).toBe(201);
    const article = created.json<Article>();
    expect(article.body).not.toContain("<script");
    expect(article.body).toContain('<h2 id="step-one">');
    expect(article.outline).toEqual([
      { id: "step-one", text: "Step one", level: 2 },
      { id: "details", text: "Details", level: 3 },
    ]);
    expect(article.url).toBe(`/kb/articles/${article.articleID}-install`);
    // Edit, move, reorder, feature: members may not.
    expect((await t.call("member", { method: "PATCH", url: `/articles/${article.articleID}`, body: { featured: true } })).statusCode).toBe(403);
    const edited = await t.call("moderator", { method: "PATCH", url: `/articles/${article.articleID}`, body: { name: "Installing", featured: true, sort: 5 } });
    expect(edited.json<Article>()).toMatchObject({ name: "Installing", featured: true, sort: 5 });
    expect((await t.call("moderator", { method: "PATCH", url: `/articles/${article.articleID}`, body: {} })).statusCode).toBe(422);
    expect(errorsOf(await t.call("moderator", { method: "PATCH", url: `/articles/${article.articleID}`, body: { knowledgeCategoryID: 999999 } }))).toContain(
      "knowledgeCategoryID",
    );
    // Revisions: editors only, newest first, with who; restoring brings the old text back as a new revision.
    expect((await t.call("member", { url: `/articles/${article.articleID}/revisions` })).statusCode).toBe(403);
    const revisions = (await t.call("moderator", { url: `/articles/${article.articleID}/revisions` })).json<ArticleRevision[]>();
    expect(revisions.map((r) => [r.name, r.insertUserName])).toEqual([
      ["Installing", "moderator"],
      ["Install", "moderator"],
    ]);
    const first = revisions[1]?.articleRevisionID ?? 0;
    expect((await t.call("member", { method: "POST", url: `/articles/${article.articleID}/revisions/${first}/restore` })).statusCode).toBe(403);
    expect((await t.call("moderator", { method: "POST", url: `/articles/${article.articleID}/revisions/999999/restore` })).statusCode).toBe(404);
    const restored = await t.call("admin", { method: "POST", url: `/articles/${article.articleID}/revisions/${first}/restore` });
    expect(restored.json<Article>().name).toBe("Install");
    expect(
      (await t.call("moderator", { url: `/articles/${article.articleID}/revisions` })).json<ArticleRevision[]>().map((r) => [r.name, r.insertUserName])[0],
    ).toEqual(["Install", "admin"]);
  });

  it("shows readers published articles only: deleted ones are missing everywhere, search included, until restored", async () => {
    const { kb, category } = await makeBase("faq");
    const article = await makeArticle(category.knowledgeCategoryID, "Zebra crossing rules", "Stripes everywhere.");
    expect(await searchNames("member", "zebra")).toEqual(["Zebra crossing rules"]);
    expect((await t.call("member", { method: "PATCH", url: `/articles/${article.articleID}/status`, body: { status: "deleted" } })).statusCode).toBe(403);
    expect((await t.call("moderator", { method: "PATCH", url: `/articles/${article.articleID}/status`, body: { status: "gone" } })).statusCode).toBe(422);
    expect((await t.call("moderator", { method: "PATCH", url: `/articles/${article.articleID}/status`, body: { status: "deleted" } })).statusCode).toBe(200);
    for (const as of ["guest", "member"] as const) {
      expect((await t.call(as, { url: `/articles/${article.articleID}` })).statusCode).toBe(404);
      expect((await t.call(as, { url: `/articles/${article.articleID}/revisions` })).statusCode).toBe(404);
      expect((await t.call(as, { method: "PUT", url: `/articles/${article.articleID}/react`, body: { helpful: true } })).statusCode).toBe(404);
      expect((await t.call(as, { url: "/articles", query: { knowledgeBaseID: String(kb.knowledgeBaseID), status: "deleted" } })).json<Article[]>()).toEqual([]);
      expect(await searchNames(as, "zebra")).toEqual([]);
    }
    expect((await t.call("member", { url: "/knowledge-bases/faq" })).json<KnowledgeBase>().countArticles).toBe(0);
    // Editors still see it (to restore it), never in search.
    expect((await t.call("moderator", { url: `/articles/${article.articleID}` })).json<Article>().status).toBe("deleted");
    expect(await searchNames("moderator", "zebra")).toEqual([]);
    await t.call("moderator", { method: "PATCH", url: `/articles/${article.articleID}/status`, body: { status: "published" } });
    expect((await t.call("member", { url: `/articles/${article.articleID}` })).statusCode).toBe(200);
    // Removing for good is kb.manage's.
    expect((await t.call("moderator", { method: "DELETE", url: `/articles/${article.articleID}` })).statusCode).toBe(403);
    expect((await t.call("admin", { method: "DELETE", url: `/articles/${article.articleID}` })).statusCode).toBe(204);
    expect((await t.call("moderator", { url: `/articles/${article.articleID}` })).statusCode).toBe(404);
  });

  it("hides a hidden knowledge base, its categories and articles from readers, in lists and search; editors see it", async () => {
    const { kb, category } = await makeBase("drafts", { isHidden: true });
    const article = await makeArticle(category.knowledgeCategoryID, "Quokka secrets");
    for (const as of ["guest", "member"] as const) {
      expect((await t.call(as, { url: "/knowledge-bases" })).json<KnowledgeBase[]>().map((b) => b.urlCode)).not.toContain("drafts");
      expect((await t.call(as, { url: `/knowledge-bases/${kb.knowledgeBaseID}` })).statusCode).toBe(404);
      expect((await t.call(as, { url: `/knowledge-categories/${category.knowledgeCategoryID}` })).statusCode).toBe(404);
      expect((await t.call(as, { url: "/knowledge-categories", query: { knowledgeBaseID: String(kb.knowledgeBaseID) } })).json<KnowledgeCategory[]>()).toEqual(
        [],
      );
      expect((await t.call(as, { url: `/articles/${article.articleID}` })).statusCode).toBe(404);
      const list = await t.call(as, { url: "/articles", query: { knowledgeBaseID: String(kb.knowledgeBaseID) } });
      expect(list.json<Article[]>()).toEqual([]);
      expect(list.headers["x-app-page-result-count"]).toBe("0");
      expect(await searchNames(as, "quokka")).toEqual([]);
    }
    expect(await searchNames("moderator", "quokka")).toEqual(["Quokka secrets"]);
    // A reader without kb.view sees no knowledge base at all.
    const guestRole = await t.db.selectFrom("roles").select("roleID").where("type", "=", "guest").executeTakeFirstOrThrow();
    await t.db.deleteFrom("rolePermissions").where("roleID", "=", guestRole.roleID).where("permission", "=", "kb.view").execute();
    t.app.quorum.permissions.invalidate();
    expect((await t.call("guest", { url: "/knowledge-bases" })).json<KnowledgeBase[]>()).toEqual([]);
    expect((await t.call("guest", { url: "/knowledge-bases/help" })).statusCode).toBe(404);
    expect(await searchNames("guest", "forgotten")).toEqual([]);
    expect(await searchNames("member", "forgotten")).toEqual(["Changing your password"]);
    await t.db
      .insertInto("rolePermissions")
      .values({ roleID: guestRole.roleID, resourceType: "global", resourceID: 0, permission: "kb.view", granted: true })
      .execute();
    t.app.quorum.permissions.invalidate();
    expect(await searchNames("guest", "forgotten")).toEqual(["Changing your password"]);
  });

  it("counts 'Was this article helpful?' once per member, lets them change it, and refuses guests", async () => {
    const { category } = await makeBase("votes");
    const article = await makeArticle(category.knowledgeCategoryID, "Helpful or not");
    const react = (as: "guest" | "member" | "bob" | "alice", helpful: unknown) =>
      t.call(as, { method: "PUT", url: `/articles/${article.articleID}/react`, body: { helpful } });
    expect((await react("guest", true)).statusCode).toBe(403);
    expect((await react("member", "yes")).statusCode).toBe(422);
    expect((await react("member", true)).json<ArticleReactions>()).toEqual({ helpful: 1, notHelpful: 0, mine: true });
    expect((await react("member", true)).json<ArticleReactions>()).toEqual({ helpful: 1, notHelpful: 0, mine: true });
    expect((await react("bob", false)).json<ArticleReactions>()).toEqual({ helpful: 1, notHelpful: 1, mine: false });
    expect((await react("member", false)).json<ArticleReactions>()).toEqual({ helpful: 0, notHelpful: 2, mine: false });
    expect((await t.call("alice", { url: `/articles/${article.articleID}` })).json<Article>().reactions).toEqual({ helpful: 0, notHelpful: 2, mine: null });
  });

  it("puts articles in the forum's collections (record type article) for holders of community.manage", async () => {
    const { category } = await makeBase("curated");
    const article = await makeArticle(category.knowledgeCategoryID, "Worth collecting");
    const record = { recordType: "article", recordID: article.articleID };
    const made = await t.call("admin", { method: "POST", url: "/collections", body: { name: "Start Here" } });
    expect(made.statusCode).toBe(201);
    const { collectionID } = made.json<{ collectionID: number }>();
    expect((await t.call("member", { method: "PUT", url: "/collections/by-resource", body: { record, collectionIDs: [collectionID] } })).statusCode).toBe(403);
    expect((await t.call("admin", { method: "PUT", url: "/collections/by-resource", body: { record, collectionIDs: [collectionID] } })).statusCode).toBe(200);
    const holding = await t.call("admin", { url: "/collections/by-resource", query: { recordType: "article", recordID: String(article.articleID) } });
    expect(
      holding
        .json<{ collectionID: number; records: { recordType: string; recordID: number }[] }[]>()
        .map((c) => [c.collectionID, c.records.map((r) => r.recordType)]),
    ).toEqual([[collectionID, ["article"]]]);
  });

  it("answers 404 again once turned off", async () => {
    expect((await enable(false)).statusCode).toBe(200);
    expect((await t.call("admin", { url: "/knowledge-bases" })).statusCode).toBe(404);
    expect((await t.call("admin", { url: "/search", query: { domain: "knowledge_base", query: "password" } })).statusCode).toBeGreaterThanOrEqual(400);
    await enable(true);
  });
});
