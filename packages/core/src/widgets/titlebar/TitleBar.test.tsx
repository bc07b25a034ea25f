import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defineAddon } from "../../addons/defineAddon";
import { renderWithApp } from "../../testing/renderWithApp";
import { guestBootstrap, memberBootstrap } from "../../testing/testBootstrap";
import { MEMBER } from "../../testing/testPersonas";
import TitleBar from "./TitleBar";

const navAddon = defineAddon({
  key: "nav",
  navItems: [
    { id: "categories", name: "Categories", url: "/categories", permission: "discussions.view", order: 20 },
    { id: "posts", name: "Posts", url: "/discussions", permission: "discussions.view", order: 10 },
    { id: "admin", name: "Dashboard", url: "/dashboard", permission: "site.manage", order: 5 },
    { id: "hidden", name: "Hidden", url: "/hidden", order: 1, isHidden: true },
    { id: "staff", name: "Staff", url: "/staff", order: 30, roleIDs: [99] },
  ],
});

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

describe("TitleBar", () => {
  it("shows guests the site title, the navigation they may see, Sign In with the current address and Register", () => {
    renderWithApp(<TitleBar />, { addons: [navAddon], url: "/discussions?page=2" });
    expect(screen.getByRole("link", { name: "Test Forum" }).getAttribute("href")).toBe("/");
    expect(
      within(mainNav())
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Posts", "Categories"]);
    expect(within(mainNav()).getByRole("link", { name: "Posts" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/entry/signin?Target=%2Fdiscussions%3Fpage%3D2");
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/entry/register");
    expect(screen.queryByRole("link", { name: "Sign Out" })).toBeNull();
    expect(screen.getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe("#MainContent");
  });

  it("hides Register when registration is closed", () => {
    renderWithApp(<TitleBar />, { bootstrap: guestBootstrap({ config: { "registration.enabled": false } }) });
    expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("shows members their user toolbar instead of Sign In and Register", async () => {
    renderWithApp(<TitleBar />, { addons: [navAddon], bootstrap: memberBootstrap() });
    // Their name while the toolbar's code loads, then the toolbar (UserToolbar.test.tsx).
    expect(screen.getByRole("link", { name: "Ada" }).getAttribute("href")).toBe("/profile/Ada");
    expect(await screen.findByRole("button", { name: "My Account" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("shows role-restricted items to holders of the role", () => {
    renderWithApp(<TitleBar />, { addons: [navAddon], bootstrap: memberBootstrap({ user: { ...MEMBER, roleIDs: [99] } }) });
    expect(
      within(mainNav())
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Posts", "Categories", "Staff"]);
  });

  it("shows the bootstrap's navigation groups, the link the page is under marked current, in the compact menu too", () => {
    const navGroups = [
      {
        id: "sections",
        label: "Subcommunities",
        links: [
          { name: "Whole Site", url: "/" },
          { name: "Support", url: "/support" },
          { name: "Support Lounge", url: "/support-lounge" },
        ],
      },
    ];
    const sections = () => screen.getByRole("navigation", { name: "Subcommunities" });
    const current = () =>
      within(sections())
        .getAllByRole("link")
        .filter((a) => a.getAttribute("aria-current") === "page")
        .map((a) => a.textContent);
    const first = renderWithApp(<TitleBar />, { bootstrap: guestBootstrap({ navGroups }), url: "/support-lounge/discussions" });
    expect(
      within(sections())
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/", "/support", "/support-lounge"]);
    expect(current()).toEqual(["Support Lounge"]);
    first.unmount();
    const second = renderWithApp(<TitleBar />, { bootstrap: guestBootstrap({ navGroups }), url: "/discussions" });
    expect(current()).toEqual(["Whole Site"]);
    fireEvent.click(screen.getByRole("button", { name: "Open Menu" }));
    expect(screen.getAllByRole("navigation", { name: "Subcommunities" })).toHaveLength(2);
    second.unmount();
    renderWithApp(<TitleBar />, { url: "/support" });
    expect(screen.queryByRole("navigation", { name: "Subcommunities" })).toBeNull();
  });

  it("opens and closes the compact menu with its button", () => {
    renderWithApp(<TitleBar />, { addons: [navAddon] });
    const button = screen.getByRole("button", { name: "Open Menu" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    expect(
      within(panel)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Posts", "Categories", "Sign In", "Register"]);
    fireEvent.click(screen.getByRole("button", { name: "Close Menu" }));
    expect(panel.hidden).toBe(true);
  });
});
