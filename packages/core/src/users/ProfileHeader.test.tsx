import type { PermissionsPayload } from "@quorum/api";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memberBootstrap } from "../testing/testBootstrap";
import { renderWithApp } from "../testing/renderWithApp";
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

  it("shows the restricted view of a private profile: the reason, no tabs, no title", () => {
    const restricted = { ...grace, private: true, title: "" };
    renderWithApp(<ProfileHeader user={restricted} view="restricted" tab="" tabs={tabs} />, { bootstrap: memberBootstrap({ permissions }) });
    expect(screen.getByText("This user's profile is private.")).toBeTruthy();
    expect(screen.getByText("Private")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByText("Joined")).toBeNull();
  });
});
