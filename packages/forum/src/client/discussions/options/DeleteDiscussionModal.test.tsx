import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiRoute } from "@quorum/core/testing";
import type { LayoutResponse } from "@quorum/api";
import { describe, expect, it } from "vitest";
import forum from "../../index";
import { aDiscussion } from "../../testing/fixtures";
import { renderRoute } from "../../testing/renderWidget";
import { DiscussionOptionsMenu } from "./DiscussionOptionsMenu";
import { asAdmin } from "./testPersonas";

const user = () => userEvent.setup();

async function chooseDelete(menuIndex = 0): Promise<HTMLElement> {
  await user().click((await screen.findAllByRole("button", { name: "Discussion Options" }))[menuIndex] as HTMLElement);
  await user().click(screen.getByRole("menuitem", { name: "Delete" }));
  return screen.findByRole("dialog", { name: "Delete Discussion" });
}

function renderMenu(routes: Record<string, TestApiRoute>) {
  const api = testApi(routes);
  renderWithApp(<DiscussionOptionsMenu discussion={aDiscussion()} />, {
    addons: [forum],
    bootstrap: asAdmin(),
    apiClient: api.client,
    url: "/discussion/7/hello-world",
  });
  return api;
}

describe("DeleteDiscussionModal", () => {
  it("asks first, then deletes and goes to the discussion's category", async () => {
    const api = renderMenu({ "DELETE /api/v2/discussions/7": () => ({ status: 204 }) });
    const dialog = await chooseDelete();
    expect(within(dialog).getByText("Are you sure you want to delete this discussion?")).toBeTruthy();
    expect(api.requests).toEqual([]);
    await user().click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/categories/general"));
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["DELETE /api/v2/discussions/7"]);
  });

  it("sends nothing when cancelled", async () => {
    const api = renderMenu({});
    const dialog = await chooseDelete();
    await user().click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.requests).toEqual([]);
    expect(screen.getByTestId("location").textContent).toBe("/discussion/7/hello-world");
  });

  it("keeps the dialog open with the server's message when the delete fails", async () => {
    renderMenu({ "DELETE /api/v2/discussions/7": () => ({ status: 403, body: { message: "You don't have permission to delete this.", status: 403 } }) });
    const dialog = await chooseDelete();
    await user().click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByText("You don't have permission to delete this.")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/discussion/7/hello-world");
  });

  it("takes the discussion out of the stored lists, so the list it was deleted from drops it at once", async () => {
    const list: LayoutResponse = {
      layoutID: "categoryList",
      layoutViewType: "categoryList",
      titleBar: { $reactComponent: "TitleBar", $reactProps: {} },
      seo: { title: "General" },
      layout: [
        {
          $reactComponent: "DiscussionListWidget",
          $reactProps: { discussions: [aDiscussion({ discussionID: 7, name: "Keep me" }), aDiscussion({ discussionID: 8, name: "Delete me" })] },
        },
      ],
    };
    const api = testApi({
      "GET /api/v2/layouts/lookup-hydrate": () => ({ status: 200, body: list }),
      "DELETE /api/v2/discussions/8": () => ({ status: 204 }),
    });
    await renderRoute("/categories/general", { bootstrap: asAdmin(), apiClient: api.client });
    expect(await screen.findByRole("link", { name: "Delete me" })).toBeTruthy();
    const dialog = await chooseDelete(1);
    await user().click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Delete me" })).toBeNull());
    expect(screen.getByRole("link", { name: "Keep me" })).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/categories/general");
  });
});
