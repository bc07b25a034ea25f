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

describe("Banner's search bar", () => {
  it("has the search form to /search unless the layout's banner options hide it", async () => {
    const { container } = await renderWidget("Banner", { title: "Test Forum" });
    await screen.findByRole("heading", { name: "Test Forum" });
    expect(container.querySelector("form[action='/search'] input[name=query]")).not.toBeNull();
  });

  it("has none with hideSearch", async () => {
    const { container } = await renderWidget("Banner", { title: "Test Forum", hideSearch: true });
    await screen.findByRole("heading", { name: "Test Forum" });
    expect(container.querySelector("form")).toBeNull();
  });

  it("marks it for hiding at mobile widths with hideSearchOnMobile", async () => {
    const shown = await renderWidget("Banner", { title: "Shown" });
    await screen.findByRole("heading", { name: "Shown" });
    const everywhere = shown.container.querySelector("form")?.className;
    shown.unmount();
    const { container } = await renderWidget("Banner", { title: "Desktop only", hideSearchOnMobile: true });
    await screen.findByRole("heading", { name: "Desktop only" });
    const desktopOnly = container.querySelector("form")?.className;
    expect(desktopOnly).toBeTruthy();
    expect(desktopOnly).not.toBe(everywhere);
  });
});
