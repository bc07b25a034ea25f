import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWidget } from "../testing/renderWidget";

describe("Banner", () => {
  it("shows the title as the page heading and the description", async () => {
    await renderWidget("Banner", { title: "Test Forum", description: "A forum for tests" });
    expect(await screen.findByRole("heading", { level: 1, name: "Test Forum" })).toBeTruthy();
    expect(screen.getByText("A forum for tests")).toBeTruthy();
  });

  it("hides the description when the layout turns it off", async () => {
    await renderWidget("Banner", { title: "Recent Posts", description: "The most recent content.", showDescription: false });
    expect(await screen.findByRole("heading", { name: "Recent Posts" })).toBeTruthy();
    expect(screen.queryByText("The most recent content.")).toBeNull();
  });
});
