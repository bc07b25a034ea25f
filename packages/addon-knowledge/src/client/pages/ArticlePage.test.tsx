import { memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Article } from "../../shared/Knowledge";
import knowledge from "../index";
import { article, category, editorPermissions, guide, helpCenter, readerPermissions } from "../testing/fixtures";

const withOutline = article(11, "Installing", 3, {
  body: '<p>Intro</p><h2 id="step-one">Step one</h2><p>Do it.</p><h3 id="details">Details</h3>',
  outline: [
    { id: "step-one", text: "Step one", level: 2 },
    { id: "details", text: "Details", level: 3 },
  ],
});

function helpRoutes(answer: Article = withOutline) {
  return {
    "GET /api/v2/articles/11": () => ({ status: 200, body: answer }),
    "GET /api/v2/knowledge-bases/1": () => ({ status: 200, body: helpCenter }),
    "GET /api/v2/knowledge-categories": () => ({ status: 200, body: [category(1, "Setup"), category(3, "Desktop", 1)] }),
    "GET /api/v2/articles": () => ({ status: 200, body: [answer] }),
  };
}

describe("ArticlePage", () => {
  it("shows breadcrumbs down the category path, a table of contents from the headings and the body", async () => {
    const api = testApi(helpRoutes());
    await renderRoute("/kb/articles/11-installing", {
      addons: [knowledge],
      apiClient: api.client,
      bootstrap: memberBootstrap({ permissions: readerPermissions }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Installing" })).toBeTruthy();
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/kb");
    expect(crumbs.getByRole("link", { name: "Help Center" }).getAttribute("href")).toBe("/kb/help");
    expect(crumbs.getByRole("link", { name: "Setup" }).getAttribute("href")).toBe("/kb/help#kb-category-1");
    expect(crumbs.getByRole("link", { name: "Desktop" }).getAttribute("href")).toBe("/kb/help#kb-category-3");
    const toc = within(screen.getByRole("navigation", { name: "Table of Contents" }));
    expect(toc.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Step one", "#step-one"],
      ["Details", "#details"],
    ]);
    expect(document.getElementById("step-one")?.textContent).toBe("Step one");
    // Readers get no editing.
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Revisions" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add to Collection" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("opens the body's links into the knowledge base in the app, the /kb/ prefix kept, and leaves other links to the browser", async () => {
    const linking = {
      ...withOutline,
      body: `<p><a href="/kb/articles/12-upgrading">Upgrading</a> <a href="${window.location.origin}/kb/help">Absolute</a> <a href="/discussions">Forum</a> <a href="https://elsewhere.example/kb/x">Elsewhere</a></p>`,
    };
    const api = testApi({
      ...helpRoutes(linking),
      "GET /api/v2/articles/12": () => ({ status: 200, body: article(12, "Upgrading", 1) }),
    });
    await renderRoute("/kb/articles/11-installing", {
      addons: [knowledge],
      apiClient: api.client,
      bootstrap: memberBootstrap({ permissions: readerPermissions }),
    });
    await screen.findByRole("heading", { level: 1, name: "Installing" });
    // fireEvent answers false when a handler prevented the browser's own navigation.
    expect(fireEvent.click(screen.getByRole("link", { name: "Forum" }), { button: 0 })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }), { button: 0 })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Upgrading" }), { button: 0 })).toBe(false);
    expect(await screen.findByRole("heading", { level: 1, name: "Upgrading" })).toBeTruthy();
    expect(api.requests.some((r) => r.path === "/api/v2/articles/12")).toBe(true);
  });

  it("sends 'Was this article helpful?' and shows the counted answer, which the member may change", async () => {
    const api = testApi({
      ...helpRoutes(),
      "PUT /api/v2/articles/11/react": (request) => {
        const helpful = (request.body as { helpful: boolean }).helpful;
        return { status: 200, body: { helpful: helpful ? 1 : 0, notHelpful: helpful ? 0 : 1, mine: helpful } };
      },
    });
    await renderRoute("/kb/articles/11", { addons: [knowledge], apiClient: api.client, bootstrap: memberBootstrap({ permissions: readerPermissions }) });
    const region = within(await screen.findByRole("region", { name: "Was this article helpful?" }));
    await userEvent.click(region.getByRole("button", { name: "Yes" }));
    expect(await region.findByText("1 found this helpful, 0 did not.")).toBeTruthy();
    expect(region.getByRole("button", { name: "Yes" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(region.getByRole("button", { name: "No" }));
    expect(await region.findByText("0 found this helpful, 1 did not.")).toBeTruthy();
    expect(api.requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([{ helpful: true }, { helpful: false }]);
  });

  it("gives a guide's article its navigation tree and the previous and next articles", async () => {
    const inGuide = (id: number, name: string, categoryID: number) => ({ ...article(id, name, categoryID), knowledgeBaseID: 2 });
    const api = testApi({
      "GET /api/v2/articles/21": () => ({ status: 200, body: inGuide(21, "Second", 5) }),
      "GET /api/v2/knowledge-bases/2": () => ({ status: 200, body: guide }),
      "GET /api/v2/knowledge-categories": () => ({ status: 200, body: [category(5, "Welcome", null, 2), category(6, "Moderation", null, 2)] }),
      "GET /api/v2/articles": () => ({ status: 200, body: [inGuide(20, "First", 5), inGuide(21, "Second", 5), inGuide(22, "Third", 6)] }),
    });
    await renderRoute("/kb/articles/21", { addons: [knowledge], apiClient: api.client, bootstrap: memberBootstrap({ permissions: readerPermissions }) });
    const more = within(await screen.findByRole("navigation", { name: "More articles" }));
    expect(more.getByRole("link", { name: "Previous: First" }).getAttribute("href")).toBe("/kb/articles/20-x");
    expect(more.getByRole("link", { name: "Next: Third" }).getAttribute("href")).toBe("/kb/articles/22-x");
    const tree = within(screen.getByRole("navigation", { name: "Articles" }));
    expect(tree.getByRole("link", { name: "Second" }).getAttribute("aria-current")).toBe("page");
    expect(tree.getByText("Moderation")).toBeTruthy();
  });

  it("offers editors Edit and Delete, which sets the status", async () => {
    const api = testApi({
      ...helpRoutes(),
      "PATCH /api/v2/articles/11/status": () => ({ status: 200, body: { ...withOutline, status: "deleted" } }),
    });
    await renderRoute("/kb/articles/11", { addons: [knowledge], apiClient: api.client, bootstrap: memberBootstrap({ permissions: editorPermissions }) });
    expect((await screen.findByRole("link", { name: "Edit" })).getAttribute("href")).toBe("/kb/articles/11/edit");
    expect(screen.getByRole("link", { name: "Revisions" }).getAttribute("href")).toBe("/kb/articles/11/revisions");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({ status: "deleted" }));
  });

  it("lets a holder of community.manage put the article in collections (record type article)", async () => {
    const collection = (collectionID: number, name: string) => ({ collectionID, name, records: [], dateInserted: "2026-01-01T10:00:00Z" });
    const api = testApi({
      ...helpRoutes(),
      "GET /api/v2/collections": () => ({ status: 200, body: [collection(1, "Start Here"), collection(2, "Staff Picks")] }),
      "GET /api/v2/collections/by-resource": () => ({ status: 200, body: [collection(1, "Start Here")] }),
      "PUT /api/v2/collections/by-resource": () => ({ status: 200, body: [collection(1, "Start Here"), collection(2, "Staff Picks")] }),
    });
    const curator = { isAdmin: false, permissions: [{ type: "global" as const, permissions: { "kb.view": true, "community.manage": true } }] };
    await renderRoute("/kb/articles/11", { addons: [knowledge], apiClient: api.client, bootstrap: memberBootstrap({ permissions: curator }) });
    await userEvent.click(await screen.findByRole("button", { name: "Add to Collection" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add to Collection" }));
    expect(((await dialog.findByRole("checkbox", { name: "Start Here" })) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(dialog.getByRole("checkbox", { name: "Staff Picks" }));
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ record: { recordType: "article", recordID: 11 }, collectionIDs: [1, 2] }),
    );
    expect(api.requests.find((r) => r.path === "/api/v2/collections/by-resource" && r.method === "GET")?.url.search).toBe("?recordType=article&recordID=11");
    // Editors without community.manage get no such button.
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
  });

  it("shows the not-found page for an article the API answers as missing", async () => {
    const api = testApi({});
    await renderRoute("/kb/articles/99", { addons: [knowledge], apiClient: api.client, bootstrap: memberBootstrap({ permissions: readerPermissions }) });
    expect(await screen.findByRole("heading", { level: 1, name: /not found/i })).toBeTruthy();
  });
});
