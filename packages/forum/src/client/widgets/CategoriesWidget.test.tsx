import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aCategory } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";

function itemOf(name: string): HTMLElement {
  const li = screen.getByRole("link", { name }).closest("li");
  if (!li) throw new Error(`no item for ${name}`);
  return li;
}

describe("CategoriesWidget", () => {
  it("lists categories with description, non-zero counts, last post and children", async () => {
    const categories = [
      aCategory({
        categoryID: 1,
        name: "General",
        countAllDiscussions: 4,
        countAllComments: 1,
        lastPost: {
          name: "Latest thing",
          url: "/discussion/9/latest-thing",
          dateInserted: "2026-11-03T00:00:00.000Z",
          insertUser: { userID: 11, name: "Alice", photoUrl: "", dateLastActive: null },
        },
        children: [
          aCategory({ categoryID: 5, name: "Announcements", url: "/categories/announcements", parentCategoryID: 1, depth: 2 }),
          aCategory({ categoryID: 6, name: "A heading", url: "/categories/a-heading", displayAs: "heading", parentCategoryID: 1, depth: 2 }),
        ],
      }),
      aCategory({ categoryID: 2, name: "Empty", urlcode: "empty", url: "/categories/empty", description: "", countAllDiscussions: 0, countAllComments: 0 }),
    ];
    await renderWidget("CategoriesWidget", { title: "Categories", categories });
    expect(await screen.findByRole("heading", { level: 2, name: "Categories" })).toBeTruthy();

    const general = within(itemOf("General"));
    expect(screen.getByRole("link", { name: "General" }).getAttribute("href")).toBe("/categories/general");
    expect(general.getByText("Talk about anything.")).toBeTruthy();
    expect(general.getByText("4 discussions")).toBeTruthy();
    expect(general.getByText("1 comment")).toBeTruthy();
    expect(general.getByRole("link", { name: "Latest thing" }).getAttribute("href")).toBe("/discussion/9/latest-thing");
    const children = within(general.getByRole("list", { name: "Subcategories of General" }));
    expect(children.getAllByRole("link").map((a) => a.textContent)).toEqual(["Announcements"]);

    const empty = itemOf("Empty");
    expect(empty.textContent).not.toMatch(/discussion|comment/);
  });

  it("shows a heading category as a group over its children", async () => {
    const categories = [
      aCategory({
        categoryID: 10,
        name: "Community",
        displayAs: "heading",
        children: [aCategory({ categoryID: 11, name: "Introductions", url: "/categories/introductions", depth: 2 })],
      }),
    ];
    await renderWidget("CategoriesWidget", { title: "Categories", categories });
    expect(await screen.findByRole("heading", { level: 3, name: "Community" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Community" })).toBeNull();
    expect(screen.getByRole("heading", { level: 4, name: "Introductions" })).toBeTruthy();
  });

  it("puts its headings right under the page's h1 when it has no title of its own", async () => {
    const categories = [
      aCategory({
        categoryID: 10,
        name: "Community",
        displayAs: "heading",
        children: [aCategory({ categoryID: 11, name: "Introductions", url: "/categories/introductions", depth: 2 })],
      }),
      aCategory({ categoryID: 12, name: "General", url: "/categories/general" }),
    ];
    await renderWidget("CategoriesWidget", { categories });
    expect(await screen.findByRole("heading", { level: 2, name: "Community" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Introductions" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "General" })).toBeTruthy();
  });

  it("shows nothing without categories (a category page with no subcategories)", async () => {
    await renderWidget("CategoriesWidget", { title: "Categories", categories: [] });
    expect(screen.queryByRole("heading", { name: "Categories" })).toBeNull();
  });
});
