import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWidget } from "../testing/renderWidget";

describe("PostTagsAsset", () => {
  it("links each tag to its discussions under the title", async () => {
    const tags = [
      { tagID: 3, name: "beta", urlcode: "beta", type: "User" },
      { tagID: 8, name: "help", urlcode: "help", type: "User" },
    ];
    await renderWidget("PostTagsAsset", { title: "Find more posts tagged with", tags });
    expect(await screen.findByRole("heading", { level: 2, name: "Find more posts tagged with" })).toBeTruthy();
    const links = within(screen.getByRole("list", { name: "Tags" })).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["beta", "/discussions?tagID=3"],
      ["help", "/discussions?tagID=8"],
    ]);
  });

  it("shows nothing for a discussion without tags", async () => {
    await renderWidget("PostTagsAsset", { title: "Find more posts tagged with", tags: [] });
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
