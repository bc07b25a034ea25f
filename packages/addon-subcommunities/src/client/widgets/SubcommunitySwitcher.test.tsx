import { guestBootstrap, renderWidget } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import subcommunities from "../index";

const props = {
  sections: [
    { name: "Product Support", url: "/support", current: true },
    { name: "Community", url: "/community", current: false },
  ],
  search: { name: "Product Support", categoryID: 7 },
};
const render = (over: Record<string, unknown> = {}) =>
  renderWidget("SubcommunitySwitcher", { ...props, ...over }, { addons: [subcommunities], bootstrap: guestBootstrap(), url: "/support" });
const location = () => screen.getByTestId("location").textContent;

describe("SubcommunitySwitcher", () => {
  it("lists the sections with the current one marked; a section opens in the app", async () => {
    await render();
    const nav = screen.getByRole("navigation", { name: "Subcommunities" });
    const current = within(nav).getByRole("link", { name: "Product Support" });
    expect(current.getAttribute("aria-current")).toBe("page");
    const other = within(nav).getByRole("link", { name: "Community" });
    expect(other.getAttribute("aria-current")).toBeNull();
    await userEvent.click(other);
    expect(location()).toBe("/community");
  });

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
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });
});
