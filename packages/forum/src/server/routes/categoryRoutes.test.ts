import type { Category } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

const names = (list: Category[]) => list.map((c) => c.name);

describe("GET /categories", () => {
  it("lists the visible categories flat, depth-first, with counts and last posts; hidden ones are invisible to guests and members", async () => {
    for (const who of ["guest", "member"] as const) {
      const response = await t.call(who, { url: "/categories" });
      expect(response.statusCode).toBe(200);
      const list = response.json<Category[]>();
      expect(names(list)).toEqual(["General", "Announcements", "Support", "Getting Started", "Bug Reports", "Off Topic", "Site Feedback"]);
      expect(response.headers["x-app-page-result-count"]).toBe("7");
    }
    const general = (await t.call("guest", { url: "/categories" })).json<Category[]>()[0];
    expect(general).toMatchObject({ urlcode: "general", url: "/categories/general", depth: 1, parentCategoryID: null });
    expect(general?.countAllDiscussions).toBeGreaterThan(general?.countDiscussions ?? 0);
    expect(general?.lastPost?.url).toMatch(/^\/discussion\//);
  });

  it("shows the Staff Lounge to moderators", async () => {
    const list = (await t.call("moderator", { url: "/categories" })).json<Category[]>();
    expect(names(list)).toContain("Staff Lounge");
  });

  it("nests children in tree format below a parent, and pages", async () => {
    const tree = (await t.call("guest", { url: "/categories", query: { outputFormat: "tree" } })).json<Category[]>();
    expect(names(tree)).toEqual(["General", "Support", "Off Topic", "Site Feedback"]);
    expect(names(tree[1]?.children ?? [])).toEqual(["Getting Started", "Bug Reports"]);

    const supportID = await t.categoryID("support");
    const below = (await t.call("guest", { url: "/categories", query: { parentCategoryID: String(supportID) } })).json<Category[]>();
    expect(names(below)).toEqual(["Getting Started", "Bug Reports"]);

    const page2 = await t.call("guest", { url: "/categories", query: { limit: "2", page: "2" } });
    expect(names(page2.json())).toEqual(["Support", "Getting Started"]);
    expect(page2.headers["x-app-page-current"]).toBe("2");
    expect(page2.headers.link).toContain('rel="prev"');
    expect(page2.headers.link).toContain('rel="next"');
  });

  it("rejects a bad parameter naming it", async () => {
    const response = await t.call("guest", { url: "/categories", query: { outputFormat: "nested" } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty("outputFormat");
  });
});

describe("GET /categories/{id}", () => {
  it("finds a category by id or urlcode, with breadcrumbs and children", async () => {
    const id = await t.categoryID("support");
    const byID = (await t.call("guest", { url: `/categories/${id}` })).json<Category>();
    const byCode = (await t.call("guest", { url: "/categories/Support" })).json<Category>();
    expect(byCode.categoryID).toBe(id);
    expect(byID.breadcrumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "Support", url: "/categories/support" },
    ]);
    expect(names(byID.children ?? [])).toEqual(["Getting Started", "Bug Reports"]);
  });

  it("answers 404 for an unknown category and, alike, for a hidden one", async () => {
    const missing = await t.call("guest", { url: "/categories/nope" });
    expect(missing.statusCode).toBe(404);
    const hidden = await t.call("member", { url: "/categories/staff-lounge" });
    expect([hidden.statusCode, hidden.json()]).toEqual([404, missing.json()]);
    expect((await t.call("moderator", { url: "/categories/staff-lounge" })).statusCode).toBe(200);
  });
});

describe("GET /categories/search", () => {
  it("matches names case-insensitively, prefix first, with breadcrumbs on request", async () => {
    const found = (await t.call("guest", { url: "/categories/search", query: { query: "re", expand: "breadcrumbs" } })).json<Category[]>();
    expect(names(found)).toEqual(["Bug Reports"]);
    expect(found[0]?.breadcrumbs?.map((b) => b.name)).toEqual(["Home", "Support", "Bug Reports"]);
    const o = (await t.call("guest", { url: "/categories/search", query: { query: "O" } })).json<Category[]>();
    expect(names(o)).toEqual(["Off Topic", "Announcements", "Bug Reports", "Support"]);
  });

  it("never returns hidden categories, and caps limit at 50", async () => {
    expect(names((await t.call("member", { url: "/categories/search", query: { query: "lounge" } })).json())).toEqual([]);
    expect(names((await t.call("admin", { url: "/categories/search", query: { query: "lounge" } })).json())).toEqual(["Staff Lounge"]);
    const tooMany = await t.call("guest", { url: "/categories/search", query: { query: "a", limit: "51" } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty("limit");
  });
});
