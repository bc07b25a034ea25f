import { memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import knowledge from "../index";
import { article, category, editorPermissions, helpCenter, readerPermissions } from "../testing/fixtures";

describe("ArticleEditorPage", () => {
  it("edits an article stored as markdown in a text box, moves it to another category and features it", async () => {
    const stored = article(11, "Installing", 1);
    const api = testApi({
      "GET /api/v2/articles/11": () => ({ status: 200, body: stored }),
      "GET /api/v2/knowledge-bases/1": () => ({ status: 200, body: helpCenter }),
      "GET /api/v2/knowledge-categories": () => ({ status: 200, body: [category(1, "Setup"), category(2, "Advanced")] }),
      "PATCH /api/v2/articles/11": () => ({ status: 200, body: { ...stored, name: "Installing Quorum" } }),
    });
    await renderRoute("/kb/articles/11/edit", { addons: [knowledge], apiClient: api.client, bootstrap: memberBootstrap({ permissions: editorPermissions }) });
    const title = await screen.findByLabelText(/Title/);
    await userEvent.type(title, " Quorum");
    await userEvent.selectOptions(screen.getByLabelText(/Category/), "2");
    await userEvent.click(screen.getByRole("checkbox", { name: "Featured" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({
        name: "Installing Quorum",
        body: "Installing body",
        format: "markdown",
        featured: true,
        knowledgeCategoryID: 2,
        sort: 0,
      }),
    );
  });

  it("is a permission problem to readers", async () => {
    const api = testApi({});
    await renderRoute("/kb/help/new-article", { addons: [knowledge], apiClient: api.client, bootstrap: memberBootstrap({ permissions: readerPermissions }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
