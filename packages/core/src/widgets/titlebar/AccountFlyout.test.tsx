import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addonManifest } from "../../addons/addonManifest";
import { defineAddon } from "../../addons/defineAddon";
import { lazyAddon } from "../../addons/lazyAddon";
import { renderWithApp } from "../../testing/renderWithApp";
import { memberBootstrap } from "../../testing/testBootstrap";
import { AccountFlyout } from "./AccountFlyout";
import { accountLinksPoint } from "./accountLinksPoint";

const privacy = defineAddon({
  key: "privacy-links",
  extend: [
    accountLinksPoint.with({ label: "Analytics Privacy", to: "/analytics/privacy" }),
    // Only for members who may manage the site (the test member may not).
    accountLinksPoint.with({ label: "Site Reports", to: "/reports", permission: "site.manage" }),
  ],
});

function openMenu(): string[] {
  fireEvent.click(screen.getByRole("button", { name: "My Account" }));
  return screen.getAllByRole("menuitem").map((item) => item.textContent ?? "");
}

describe("AccountFlyout", () => {
  it("lists only core's links when no add-on adds any", () => {
    renderWithApp(<AccountFlyout />, { bootstrap: memberBootstrap() });
    expect(openMenu()).toEqual(["Profile", "Edit Profile", "Notification Preferences", "Sign Out"]);
  });

  it("adds an add-on's links after core's own, without loading the add-on's code, and keeps those the member may not use out", () => {
    let loaded = 0;
    const manifest = addonManifest(privacy, "en");
    if (!manifest) throw new Error("plain data makes a manifest");
    const standIn = lazyAddon(manifest, async () => {
      loaded++;
      return privacy;
    });
    renderWithApp(<AccountFlyout />, { bootstrap: memberBootstrap(), addons: [standIn] });
    expect(openMenu()).toEqual(["Profile", "Edit Profile", "Notification Preferences", "Analytics Privacy", "Sign Out"]);
    expect(screen.getByRole("menuitem", { name: "Analytics Privacy" }).getAttribute("href")).toBe("/analytics/privacy");
    expect(loaded).toBe(0);
  });

  it("shows a link that asks a permission to a member who has it", () => {
    const manager = memberBootstrap({ permissions: { isAdmin: false, permissions: [{ type: "global", permissions: { "site.manage": true } }] } });
    renderWithApp(<AccountFlyout />, { bootstrap: manager, addons: [privacy] });
    expect(openMenu()).toContain("Site Reports");
  });
});
