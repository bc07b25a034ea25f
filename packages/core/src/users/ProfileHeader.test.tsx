import type { PermissionsPayload } from "@quorum/api";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { guestBootstrap, memberBootstrap } from "../testing/testBootstrap";
import { MEMBER } from "../testing/testPersonas";
import { testApi } from "../testing/testApi";
import { renderWithApp } from "../testing/renderWithApp";
import { labelRecipe } from "../ui/Label.css";
import { defineAddon } from "../addons/defineAddon";
import { slotItem } from "../addons/defineSlot";
import { coreSlots } from "./coreSlots";
import ProfileHeader from "./ProfileHeader";

const permissions: PermissionsPayload = { isAdmin: false, permissions: [{ type: "global", permissions: { "profiles.view": true } }] };
const tabs = [
  { id: "", name: "Activity", url: "/profile/Grace" },
  { id: "comments", name: "Comments", url: "/profile/comments/Grace" },
];
const grace = {
  userID: 42,
  name: "Grace",
  photoUrl: "",
  dateLastActive: null,
  dateInserted: "2025-01-02T10:00:00.000Z",
  roleIDs: [],
  title: "Navy",
  private: false,
  banned: 0 as const,
  countDiscussions: 2,
  countComments: 5,
};

describe("ProfileHeader", () => {
  it("shows the person with the name as the page heading, and the tabs with the current one marked", () => {
    renderWithApp(<ProfileHeader user={grace} view="full" tab="comments" tabs={tabs} />, { bootstrap: memberBootstrap({ permissions }) });
    expect(screen.getByRole("heading", { level: 1, name: "Grace" })).toBeTruthy();
    expect(screen.getByText("Navy")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Profile" });
    expect(within(nav).getByRole("link", { name: "Comments" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Activity" }).getAttribute("aria-current")).toBeNull();
    // The profile itself does not link to itself.
    expect(screen.queryByRole("link", { name: "View Profile" })).toBeNull();
  });

  it("does not offer the user card's details slot: the profile page has its tabs", async () => {
    let loads = 0;
    const trophies = defineAddon({
      key: "trophies",
      slots: [slotItem(coreSlots.userCardDetails, { id: "trophies.card", order: 10, load: async () => ((loads += 1), { default: () => <p>trophies</p> }) })],
    });
    renderWithApp(<ProfileHeader user={grace} view="full" tab="" tabs={tabs} />, { bootstrap: memberBootstrap({ permissions }), addons: [trophies] });
    expect(await screen.findByRole("heading", { level: 1, name: "Grace" })).toBeTruthy();
    expect(screen.queryByText("trophies")).toBeNull();
    expect(loads).toBe(0);
  });

  it("shows the label a feature gives the person (a rank) in its named tone, as text, and none without one", () => {
    const view = renderWithApp(<ProfileHeader user={{ ...grace, label: "Veteran", labelStyle: "primary" }} view="full" />, {
      bootstrap: memberBootstrap({ permissions }),
    });
    expect(screen.getByText("Veteran").className).toBe(labelRecipe({ tone: "primary", caps: false }));
    view.unmount();
    renderWithApp(<ProfileHeader user={grace} view="full" />, { bootstrap: memberBootstrap({ permissions }) });
    expect(screen.queryByText("Veteran")).toBeNull();
  });

  it("offers Message (to /messages/add/{name}) and Block on someone else's profile while conversations are enabled, to a member who may start one", async () => {
    const messaging: PermissionsPayload = {
      isAdmin: false,
      permissions: [{ type: "global", permissions: { "profiles.view": true, "conversations.add": true } }],
    };
    const api = testApi({ "GET /api/v2/conversations/blocks/42": () => ({ status: 200, body: { userID: 42, blocked: false } }) }).client;
    const on = { conversationsEnabled: true };
    const { unmount } = renderWithApp(<ProfileHeader user={grace} />, { bootstrap: memberBootstrap({ permissions: messaging, config: on }), apiClient: api });
    expect(screen.getByRole("link", { name: "Message" }).getAttribute("href")).toBe("/messages/add/Grace");
    expect(await screen.findByRole("button", { name: "Block" })).toBeTruthy();
    unmount();
    // Not on one's own profile; not while conversations are off; not without conversations.add; never to a guest.
    const cases = [
      memberBootstrap({ permissions: messaging, config: on, user: { ...MEMBER, userID: 42, name: "Grace" } }),
      memberBootstrap({ permissions: messaging }),
      memberBootstrap({ permissions, config: on }),
      guestBootstrap({ permissions: messaging, config: on }),
    ];
    for (const bootstrap of cases) {
      const view = renderWithApp(<ProfileHeader user={grace} />, { bootstrap, apiClient: api });
      expect(screen.getByRole("heading", { level: 1, name: "Grace" })).toBeTruthy();
      expect(screen.queryByRole("link", { name: "Message" })).toBeNull();
      view.unmount();
    }
  });

  it("shows the restricted view of a private profile: the reason, no tabs, no title", () => {
    const restricted = { ...grace, private: true, title: "" };
    renderWithApp(<ProfileHeader user={restricted} view="restricted" tab="" tabs={tabs} />, { bootstrap: memberBootstrap({ permissions }) });
    expect(screen.getByText("This user's profile is private.")).toBeTruthy();
    expect(screen.getByText("Private")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByText("Joined")).toBeNull();
  });
});
