import { renderWidget } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import __camel__ from "./index";

const items = [
  { itemID: 2, name: "Second item", dateInserted: "2026-01-02T10:00:00Z" },
  { itemID: 1, name: "First item", dateInserted: "2026-01-01T10:00:00Z" },
];

describe("__Pascal__Widget", () => {
  it("shows its title and the items it is given, in order", async () => {
    await renderWidget("__Pascal__Widget", { title: "Latest", items }, { addons: [__camel__] });
    const widget = await screen.findByRole("region", { name: "Latest" });
    expect(
      within(widget)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("Second item"), expect.stringContaining("First item")]);
  });

  it("says so when there is nothing to show", async () => {
    await renderWidget("__Pascal__Widget", { items: [] }, { addons: [__camel__] });
    expect(await screen.findByRole("heading", { name: "__Title__" })).toBeTruthy();
    expect(screen.getByText("Nothing here yet.")).toBeTruthy();
  });
});
