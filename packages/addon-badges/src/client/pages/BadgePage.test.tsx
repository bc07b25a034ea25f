import type { PermissionsPayload } from "@quorum/api";
import { MEMBER, MEMBER_PERMISSIONS, memberBootstrap, renderRoute, renderWidget, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Badge, BadgeRequest } from "../../shared/Badge";
import badges from "../index";

const withGlobal = (grants: Record<string, boolean>): PermissionsPayload => ({
  ...MEMBER_PERMISSIONS,
  permissions: MEMBER_PERMISSIONS.permissions.map((p) => (p.type === "global" ? { ...p, permissions: { ...p.permissions, ...grants } } : p)),
});
const helper: Badge = {
  badgeID: 9,
  name: "Community Helper",
  description: "Goes out of their way to help others.",
  icon: "medal",
  points: 20,
  rule: null,
  requestable: true,
  countUsers: 1,
  url: "/badges/9",
  dateInserted: "2026-01-01T10:00:00Z",
};
const request = (over: Partial<BadgeRequest> = {}): BadgeRequest => ({
  requestID: 4,
  badgeID: 9,
  badgeName: "Community Helper",
  userID: 12,
  userName: "wren",
  reason: "I helped three newcomers.",
  status: "pending",
  dateInserted: "2026-01-02T10:00:00Z",
  ...over,
});

describe("the badge page", () => {
  it("shows the badge, its holders and a member's request form; sending it shows that it waits", async () => {
    let mine: BadgeRequest | null = null;
    const api = testApi({
      "GET /api/v2/badges/9": () => ({ status: 200, body: helper }),
      "GET /api/v2/badges/9/users": () => ({ status: 200, body: [{ userID: 2, name: "alice", photoUrl: null, dateInserted: "2026-01-01T10:00:00Z" }] }),
      "GET /api/v2/badges/9/requests/me": () => ({ status: 200, body: mine }),
      "POST /api/v2/badges/9/requests": () => {
        mine = request({ userID: MEMBER.userID, userName: MEMBER.name, reason: "I answer a lot." });
        return { status: 201, body: mine };
      },
    });
    await renderRoute("/badges/9", {
      addons: [badges],
      apiClient: api.client,
      bootstrap: memberBootstrap({ permissions: withGlobal({ "badges.request": true }) }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: /Community Helper/ })).toBeTruthy();
    expect(screen.getByText("20 points")).toBeTruthy();
    const holders = screen.getByRole("region", { name: "Members with this badge" });
    expect(await within(holders).findByRole("link", { name: "alice" })).toBeTruthy();
    // No moderator: no requests list.
    expect(screen.queryByRole("region", { name: "Requests" })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Request This Badge" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Why do you deserve it?" }), "I answer a lot.");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Your request is waiting for a moderator.")).toBeTruthy();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({ reason: "I answer a lot." });
  });

  it("offers no request to a member without badges.request, and shows a moderator the pending requests to approve", async () => {
    let answered = false;
    const api = testApi({
      "GET /api/v2/badges/9": () => ({ status: 200, body: helper }),
      "GET /api/v2/badges/9/users": () => ({ status: 200, body: [] }),
      "GET /api/v2/badges/requests": () => ({ status: 200, body: answered ? [] : [request()] }),
      "PATCH /api/v2/badges/requests/4": () => {
        answered = true;
        return { status: 200, body: request({ status: "approved" }) };
      },
    });
    await renderRoute("/badges/9", {
      addons: [badges],
      apiClient: api.client,
      bootstrap: memberBootstrap({ permissions: withGlobal({ "badges.moderate": true }) }),
    });
    expect(await screen.findByText("Nobody has this badge yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request This Badge" })).toBeNull();
    const requests = screen.getByRole("region", { name: "Requests" });
    expect(await within(requests).findByText("wren")).toBeTruthy();
    await userEvent.click(within(requests).getByRole("button", { name: "Approve wren" }));
    expect(await within(requests).findByText("No pending requests.")).toBeTruthy();
    expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({ status: "approved" });
  });

  it("shows a missing badge as the missing page", async () => {
    await renderRoute("/badges/404", { addons: [badges], apiClient: testApi({}).client, bootstrap: memberBootstrap() });
    expect(await screen.findByText("Badge Not Found")).toBeTruthy();
  });
});

describe("the leaderboard widget", () => {
  it("renders the server's rows with the spec's points label and fetches another period", async () => {
    const api = testApi({ "GET /api/v2/badges/leaderboard": () => ({ status: 200, body: [{ userID: 3, name: "bob", photoUrl: null, points: 1 }] }) });
    await renderWidget(
      "LeaderboardWidget",
      {
        title: "Leaderboard",
        limit: 10,
        slot: "a",
        rows: [
          { userID: 2, name: "alice", photoUrl: null, points: 35 },
          { userID: 4, name: "newbie", photoUrl: null, points: 0 },
        ],
      },
      { addons: [badges], apiClient: api.client, bootstrap: memberBootstrap() },
    );
    const list = await screen.findByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["alice · 35 points", "newbie · 0 point"]);
    expect(api.requests).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "This Week" }));
    await waitFor(() => expect(screen.getByText(/bob/)).toBeTruthy());
    expect(api.requests[0]?.url.searchParams.get("slotType")).toBe("w");
  });
});
