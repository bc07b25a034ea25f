import type { PermissionsPayload, User } from "@quorum/api";
import { UserCardLink } from "@quorum/core";
import { MEMBER_PERMISSIONS, memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { UserBadge } from "../../shared/Badge";
import badges from "../index";

// The user card as a member opens it from an author's name, with the badges descriptor registered:
// core's real card and slot, the real API client over canned answers.

const grace: User = {
  userID: 42,
  name: "Grace",
  url: "/profile/Grace",
  photoUrl: "",
  dateLastActive: null,
  dateInserted: "2025-01-02T10:00:00.000Z",
  private: false,
  banned: 0,
  roleIDs: [8],
};
// Opening a card needs profiles.view (without it the name is a plain link to the profile).
const permissions: PermissionsPayload = {
  ...MEMBER_PERMISSIONS,
  permissions: MEMBER_PERMISSIONS.permissions.map((p) => (p.type === "global" ? { ...p, permissions: { ...p.permissions, "profiles.view": true } } : p)),
};
const badge = (badgeID: number, name: string): UserBadge => ({
  badgeID,
  name,
  description: `${name}.`,
  icon: "star",
  points: 5,
  url: `/badges/${badgeID}`,
  dateInserted: "2026-01-01T10:00:00Z",
});

function openCard(held: UserBadge[]) {
  const api = testApi({
    "GET /api/v2/users/42": () => ({ status: 200, body: grace }),
    "GET /api/v2/users/42/badges": () => ({ status: 200, body: held }),
  });
  renderWithApp(<UserCardLink user={{ userID: 42, name: "Grace" }} />, {
    addons: [badges],
    apiClient: api.client,
    bootstrap: memberBootstrap({ permissions }),
  });
  return api;
}

describe("badges in the user card", () => {
  it("shows the member's badges as icons named by their badge, each linking to it, with no request before the card opens", async () => {
    const api = openCard([badge(1, "First Comment"), badge(9, "Community Helper")]);
    expect(api.requests).toEqual([]);
    await userEvent.click(screen.getByRole("link", { name: "Grace" }));
    const card = await screen.findByRole("dialog", { name: "Grace" });
    const list = await within(card).findByRole("region", { name: "Badges" });
    expect(within(list).getByRole("link", { name: "First Comment" }).getAttribute("href")).toBe("/badges/1");
    expect(within(list).getByRole("link", { name: "Community Helper" }).getAttribute("href")).toBe("/badges/9");
    expect(within(list).queryByRole("link", { name: "All badges" })).toBeNull();
  });

  it("shows five, then 'All badges' to the profile's Badges tab", async () => {
    openCard([1, 2, 3, 4, 5, 6, 7].map((id) => badge(id, `Badge ${id}`)));
    await userEvent.click(screen.getByRole("link", { name: "Grace" }));
    const card = await screen.findByRole("dialog", { name: "Grace" });
    const list = await within(card).findByRole("region", { name: "Badges" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(within(list).queryByRole("link", { name: "Badge 6" })).toBeNull();
    expect(within(list).getByRole("link", { name: "All badges" }).getAttribute("href")).toBe("/profile/badges/Grace");
  });

  it("adds nothing to the card of a member with no badges", async () => {
    const api = openCard([]);
    await userEvent.click(screen.getByRole("link", { name: "Grace" }));
    const card = await screen.findByRole("dialog", { name: "Grace" });
    await within(card).findByRole("link", { name: "View Profile" });
    await expect.poll(() => api.requests.map((r) => r.path)).toContain("/api/v2/users/42/badges");
    expect(within(card).queryByRole("region", { name: "Badges" })).toBeNull();
  });
});
