import { memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ArticleRevision } from "../../shared/Knowledge";
import knowledge from "../index";
import { article, category, editorPermissions, helpCenter, readerPermissions } from "../testing/fixtures";

const revision = (articleRevisionID: number, name: string, insertUserName: string, dateInserted: string): ArticleRevision => ({
  articleRevisionID,
  articleID: 11,
  name,
  bodyRaw: `${name} body`,
  format: "markdown",
  insertUserID: articleRevisionID,
  insertUserName,
  dateInserted,
});

describe("ArticleRevisionsPage", () => {
  it("lists the revisions newest first with who saved each and when, and restores an older one", async () => {
    const current = article(11, "Installing Quorum", 1);
    const api = testApi({
      "GET /api/v2/articles/11": () => ({ status: 200, body: current }),
      "GET /api/v2/articles/11/revisions": () => ({
        status: 200,
        body: [revision(7, "Installing Quorum", "carol", "2026-03-02T10:00:00Z"), revision(3, "Installing", "alice", "2026-01-01T10:00:00Z")],
      }),
      "POST /api/v2/articles/11/revisions/3/restore": () => ({ status: 200, body: { ...current, name: "Installing" } }),
      "GET /api/v2/knowledge-bases/1": () => ({ status: 200, body: helpCenter }),
      "GET /api/v2/knowledge-categories": () => ({ status: 200, body: [category(1, "Setup")] }),
      "GET /api/v2/articles": () => ({ status: 200, body: [current] }),
    });
    await renderRoute("/kb/articles/11/revisions", {
      addons: [knowledge],
      apiClient: api.client,
      bootstrap: memberBootstrap({ permissions: editorPermissions }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Revisions of Installing Quorum" })).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Revisions" })).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual(["Installing Quorum", "Installing"]);
    expect(within(items[0]!).getByText(/by carol/)).toBeTruthy();
    expect(within(items[0]!).getByText("Current")).toBeTruthy();
    expect(within(items[0]!).queryByRole("button", { name: "Restore" })).toBeNull();
    expect(within(items[1]!).getByText(/by alice/)).toBeTruthy();
    expect(items[1]!.querySelector("time")?.getAttribute("datetime")).toBe("2026-01-01T10:00:00.000Z");
    await userEvent.click(within(items[1]!).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "POST" && r.path === "/api/v2/articles/11/revisions/3/restore")).toBe(true));
    // Restored, the article opens.
    expect(await screen.findByRole("heading", { level: 1, name: "Installing Quorum" })).toBeTruthy();
  });

  it("is a permission problem to readers", async () => {
    const api = testApi({});
    await renderRoute("/kb/articles/11/revisions", {
      addons: [knowledge],
      apiClient: api.client,
      bootstrap: memberBootstrap({ permissions: readerPermissions }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
