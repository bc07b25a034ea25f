import "@quorum/editor/testing";
import { memberBootstrap, testApi } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { aDiscussion } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";
import { typeIntoRichEditor } from "@quorum/editor/testing";

const categories = [{ categoryID: 1, name: "General", depth: 1 }];
const posts = (requests: Array<{ method: string; path: string }>) => requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);

afterEach(() => {
  // The post form keeps local drafts: each test starts from none.
  localStorage.clear();
});

describe("the rich editor in the post form", () => {
  it("refuses a body of blank lines before sending, with the server's words", async () => {
    const api = testApi();
    await renderWidget(
      "CreatePostFormAsset",
      { postType: "discussion", category: { categoryID: 1 }, categories },
      { bootstrap: memberBootstrap(), apiClient: api.client },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Title");
    const body = await typeIntoRichEditor(user, "Body", "{Enter}{Enter} ");
    await user.click(screen.getByRole("button", { name: "Post Discussion" }));
    await waitFor(() => expect(body.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(body.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Body is required.");
    expect(posts(api.requests)).toEqual([]);
  });

  it("edits a rich2 discussion in the editor and saves it as rich2", async () => {
    const stored = JSON.stringify([
      { type: "h2", children: [{ text: "Plan" }] },
      { type: "p", children: [{ text: "Step" }] },
    ]);
    const api = testApi({
      "PATCH /api/v2/discussions/42": (request) => ({ status: 200, body: aDiscussion({ discussionID: 42, ...(request.body as { name: string }) }) }),
    });
    const discussion = { discussionID: 42, name: "Old", body: stored, format: "rich2", categoryID: 1 };
    await renderWidget(
      "CreatePostFormAsset",
      { title: "Edit Discussion", postType: "discussion", category: { categoryID: 1 }, categories, discussion },
      {
        bootstrap: memberBootstrap(),
        apiClient: api.client,
        url: "/post/editdiscussion/42",
      },
    );
    const user = userEvent.setup();
    await typeIntoRichEditor(user, "Body", " one");
    expect(screen.getByRole("heading", { level: 2, name: "Plan" })).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts(api.requests)).toEqual(["PATCH /api/v2/discussions/42"]));
    const patch = api.requests.find((r) => r.method === "PATCH")?.body as { body: string; format: string };
    expect(patch.format).toBe("rich2");
    expect(JSON.parse(patch.body)).toEqual([
      { type: "h2", children: [{ text: "Plan" }] },
      { type: "p", children: [{ text: "Step one" }] },
    ]);
  });
});
