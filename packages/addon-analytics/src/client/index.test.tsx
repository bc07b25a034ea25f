import { guestBootstrap, memberBootstrap, renderWidget } from "@quorum/core/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import analytics from "./index";

// The title bar as a page renders it (core's `TitleBar` widget), with and without the add-on.
describe("the analytics client descriptor", () => {
  it("puts the privacy page in a member's My Account menu", async () => {
    await renderWidget("TitleBar", {}, { addons: [analytics], bootstrap: memberBootstrap() });
    await userEvent.click(await screen.findByRole("button", { name: "My Account" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Analytics Privacy" }));
    expect(screen.getByTestId("location").textContent).toBe("/analytics/privacy");
  });

  it("is not in the menu without the add-on", async () => {
    await renderWidget("TitleBar", {}, { bootstrap: memberBootstrap() });
    await userEvent.click(await screen.findByRole("button", { name: "My Account" }));
    expect(screen.getByRole("menuitem", { name: "Notification Preferences" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Analytics Privacy" })).toBeNull();
  });

  it("gives a guest no My Account menu to hold it (the privacy page keeps a guest's choice in a cookie)", async () => {
    await renderWidget("TitleBar", {}, { addons: [analytics], bootstrap: guestBootstrap() });
    expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "My Account" })).toBeNull();
  });
});
