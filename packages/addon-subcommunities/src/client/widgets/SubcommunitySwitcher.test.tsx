import { guestBootstrap, renderWidget } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import subcommunities from "../index";

const props = {
  search: { name: "Product Support", categoryID: 7 },
};
const render = (over: Record<string, unknown> = {}) =>
  renderWidget("SubcommunitySwitcher", { ...props, ...over }, { addons: [subcommunities], bootstrap: guestBootstrap(), url: "/support" });
const location = () => screen.getByTestId("location").textContent;

describe("SubcommunitySwitcher", () => {
  it("searches the current section's categories, subcategories included", async () => {
    await render();
    const form = screen.getByRole("search", { name: "Search Product Support" });
    await userEvent.type(within(form).getByRole("searchbox", { name: "Search Product Support" }), "avatar");
    await userEvent.click(within(form).getByRole("button", { name: "Search" }));
    expect(location()).toBe("/search?query=avatar&categoryID=7&includeChildCategories=true");
  });

  it("shows no search outside a section", async () => {
    await render({ search: null });
    expect(screen.queryByRole("search")).toBeNull();
  });
});
