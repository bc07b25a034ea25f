import { guestBootstrap, memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import knowledge from "../index";
import { article, category, guide, helpCenter, readerPermissions } from "../testing/fixtures";

const managerPermissions = {
  isAdmin: false,
  permissions: [{ type: "global" as const, permissions: { "kb.view": true, "articles.add": true, "kb.manage": true } }],
};

describe("the knowledge base home, /kb", () => {
  it("lists the knowledge bases with their article counts; managers get the new knowledge base form", async () => {
    const api = testApi({
      "GET /api/v2/knowledge-bases": () => ({ status: 200, body: [guide, { ...helpCenter, countArticles: 1 }] }),
      "POST /api/v2/knowledge-bases": () => ({ status: 201, body: { ...helpCenter, urlCode: "docs", url: "/kb/docs" } }),
    });
    await renderRoute("/kb", { addons: [knowledge], apiClient: api.client, bootstrap: memberBootstrap({ permissions: managerPermissions }) });
    expect((await screen.findByRole("link", { name: "Community Guide" })).getAttribute("href")).toBe("/kb/guide");
    expect(screen.getByText("1 article")).toBeTruthy();
    expect(screen.getByRole("search", { name: "Search articles" }).getAttribute("action")).toBe("/kb/search");
    const form = within(screen.getByRole("form", { name: "New Knowledge Base" }));
    await userEvent.type(form.getByLabelText("Name"), "Docs");
    await userEvent.type(form.getByLabelText("URL Code"), "docs");
    await userEvent.selectOptions(form.getByLabelText("Type"), "guide");
    await userEvent.click(form.getByRole("button", { name: "Create Knowledge Base" }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({ name: "Docs", urlCode: "docs", description: "", viewType: "guide" }),
    );
  });

  it("gives readers no form", async () => {
    const api = testApi({ "GET /api/v2/knowledge-bases": () => ({ status: 200, body: [helpCenter] }) });
    await renderRoute("/kb", { addons: [knowledge], apiClient: api.client, bootstrap: guestBootstrap({ permissions: readerPermissions }) });
    expect(await screen.findByRole("link", { name: "Help Center" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "New Knowledge Base" })).toBeNull();
  });
});

describe("a knowledge base page, /kb/{urlCode}", () => {
  it("lays a help center out by category, featured articles first", async () => {
    const api = testApi({
      "GET /api/v2/knowledge-bases/help": () => ({ status: 200, body: helpCenter }),
      "GET /api/v2/knowledge-categories": () => ({ status: 200, body: [category(1, "Getting Started"), category(2, "Your Account")] }),
      "GET /api/v2/articles": () => ({
        status: 200,
        body: [article(10, "Creating your account", 1, { featured: true }), article(12, "Changing your password", 2)],
      }),
    });
    await renderRoute("/kb/help", { addons: [knowledge], apiClient: api.client, bootstrap: guestBootstrap({ permissions: readerPermissions }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Help Center" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Featured Articles" })).getByRole("link", { name: "Creating your account" })).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Your Account" }))
        .getByRole("link", { name: "Changing your password" })
        .getAttribute("href"),
    ).toBe("/kb/articles/12-x");
    expect(screen.queryByRole("link", { name: "New Article" })).toBeNull();
  });

  it("lays a guide out as its navigation tree with a link to its first article; editors get New Article", async () => {
    const api = testApi({
      "GET /api/v2/knowledge-bases/guide": () => ({ status: 200, body: guide }),
      "GET /api/v2/knowledge-categories": () => ({ status: 200, body: [category(6, "Moderation", null, 2), category(5, "Welcome", null, 2)] }),
      "GET /api/v2/articles": () => ({ status: 200, body: [article(22, "How moderation works", 6), article(20, "About", 5)] }),
    });
    await renderRoute("/kb/guide", { addons: [knowledge], apiClient: api.client, bootstrap: memberBootstrap({ permissions: managerPermissions }) });
    const tree = within(await screen.findByRole("navigation", { name: "Articles" }));
    expect(tree.getAllByRole("link").map((link) => link.textContent)).toEqual(["About", "How moderation works"]);
    expect(screen.getByRole("link", { name: "Start reading Community Guide" }).getAttribute("href")).toBe("/kb/articles/20-x");
    expect(screen.getByRole("link", { name: "New Article" }).getAttribute("href")).toBe("/kb/guide/new-article");
    expect(screen.getByRole("form", { name: "New Category" })).toBeTruthy();
  });

  it("shows the not-found page for a knowledge base the viewer may not see", async () => {
    const api = testApi({});
    await renderRoute("/kb/secret", { addons: [knowledge], apiClient: api.client, bootstrap: guestBootstrap({ permissions: readerPermissions }) });
    expect(await screen.findByRole("heading", { level: 1, name: /not found/i })).toBeTruthy();
  });
});

describe("the knowledge base search, /kb/search", () => {
  it("asks GET /search in the knowledge_base domain and lists the articles", async () => {
    const api = testApi({
      "GET /api/v2/search": () => ({
        status: 200,
        body: [
          {
            recordID: 12,
            recordType: "article",
            type: "article",
            name: "Changing your password",
            url: "/kb/articles/12-changing-your-password",
            body: null,
            excerpt: "Open your profile.",
            score: 1,
            dateInserted: "2026-01-01T10:00:00Z",
            dateUpdated: null,
            insertUserID: 1,
            updateUserID: null,
            breadcrumbs: [
              { name: "Help", url: "/kb" },
              { name: "Help Center", url: "/kb/help" },
            ],
            labelCodes: [],
            isForeign: false,
          },
        ],
      }),
    });
    await renderRoute("/kb/search?query=password", {
      addons: [knowledge],
      apiClient: api.client,
      bootstrap: guestBootstrap({ permissions: readerPermissions }),
    });
    expect((await screen.findByRole("link", { name: "Changing your password" })).getAttribute("href")).toBe("/kb/articles/12-changing-your-password");
    const asked = api.requests.find((r) => r.path === "/api/v2/search");
    expect(asked?.url.searchParams.get("domain")).toBe("knowledge_base");
    expect(asked?.url.searchParams.get("query")).toBe("password");
  });

  it("says so when nothing matches", async () => {
    const api = testApi({ "GET /api/v2/search": () => ({ status: 200, body: [] }) });
    await renderRoute("/kb/search?query=zzz", { addons: [knowledge], apiClient: api.client, bootstrap: guestBootstrap({ permissions: readerPermissions }) });
    expect(await screen.findByText("No results found.")).toBeTruthy();
  });
});
