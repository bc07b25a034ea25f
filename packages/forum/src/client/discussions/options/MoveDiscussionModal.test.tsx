import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aCategory, aDiscussion } from "../../testing/fixtures";
import { renderTestMenu } from "./testMenu";

const GENERAL = aCategory({
  categoryID: 1,
  name: "General",
  breadcrumbs: [
    { name: "Home", url: "/" },
    { name: "General", url: "/categories/general" },
  ],
});
const INSTALLATION = aCategory({
  categoryID: 4,
  name: "Installation",
  url: "/categories/installation",
  breadcrumbs: [
    { name: "Home", url: "/" },
    { name: "Support", url: "/categories/support" },
    { name: "Installation", url: "/categories/installation" },
  ],
});

describe("MoveDiscussionModal", () => {
  it("finds categories as the user types (debounced), and moves the discussion to the one picked", async () => {
    const menu = renderTestMenu({
      "GET /api/v2/categories/search": (request) => ({
        status: 200,
        body: [GENERAL, INSTALLATION].filter((c) => c.name.toLowerCase().includes((request.url.searchParams.get("query") ?? "").toLowerCase())),
      }),
      "PATCH /api/v2/discussions/7": () => ({
        status: 200,
        body: aDiscussion({ categoryID: 4, category: { categoryID: 4, name: "Installation", url: "/categories/installation" } }),
      }),
    });
    const dialog = await menu.openDialog("Move", "Move Post");
    expect(await within(dialog).findByRole("radio", { name: /General/ })).toBeTruthy();
    const move = within(dialog).getByRole("button", { name: "Move" }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);

    // Pasted, not typed: on a loaded machine keys typed one by one may come further apart than the
    // 100 ms debounce and look "I" up too. The debounce itself is shown with fake timers in the
    // editor's mention lookup test.
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("searchbox", { name: "Find a category" }));
    await user.paste("Inst");
    await waitFor(() => expect(within(dialog).queryByRole("radio", { name: /General/ })).toBeNull());
    const installation = within(dialog).getByRole("radio", { name: "Installation", description: "Support" });
    const searches = menu.requests.filter((r) => r.path === "/api/v2/categories/search");
    expect(searches.map((r) => r.url.searchParams.get("query"))).toEqual(["", "Inst"]);
    expect(searches[1]?.url.searchParams.get("limit")).toBe("50");

    await userEvent.setup().click(installation);
    await userEvent.setup().click(move);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(menu.requests.at(-1)).toMatchObject({ method: "PATCH", path: "/api/v2/discussions/7", body: { categoryID: 4 } });
  });

  it("keeps the dialog open with the server's reason when the move is refused", async () => {
    const menu = renderTestMenu({
      "GET /api/v2/categories/search": () => ({ status: 200, body: [GENERAL, INSTALLATION] }),
      "PATCH /api/v2/discussions/7": () => ({ status: 403, body: { message: "You may not post in that category.", status: 403 } }),
    });
    const dialog = await menu.openDialog("Move", "Move Post");
    await userEvent.setup().click(await within(dialog).findByRole("radio", { name: /Installation/ }));
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Move" }));
    expect(await within(dialog).findByText("You may not post in that category.")).toBeTruthy();
  });
});
