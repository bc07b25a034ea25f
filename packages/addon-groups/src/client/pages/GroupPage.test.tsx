import { memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Group } from "../../shared/Group";
import groups from "../index";

const group = (viewer: Group["viewer"], privacy: Group["privacy"] = "private"): Group => ({
  groupID: 7,
  name: "Community Helpers",
  description: "We answer newcomers.",
  iconUrl: null,
  bannerUrl: null,
  privacy,
  countMembers: 2,
  insertUserID: 1,
  dateInserted: "2026-01-01T10:00:00Z",
  dateUpdated: null,
  url: "/groups/7",
  categoryID: null,
  viewer,
});

const member = (userID: number, name: string, role: "leader" | "member") => ({ userID, name, photoUrl: "", role, dateInserted: "2026-01-01T10:00:00Z" });

describe("GroupPage", () => {
  it("offers a non-member of a private group 'Request to Join', sends it, and hides the members", async () => {
    const api = testApi({
      "GET /api/v2/groups/7": () => ({ status: 200, body: group({ status: "none", canRead: false, canManage: false }) }),
      "POST /api/v2/groups/7/requests": () => ({ status: 201, body: { status: "requested" } }),
    });
    await renderRoute("/groups/7", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1, name: "Community Helpers" })).toBeTruthy();
    expect(screen.getByText("We answer newcomers.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Members" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Join Group" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Request to Join" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "POST" && r.path === "/api/v2/groups/7/requests")).toBe(true));
    expect(api.requests.some((r) => r.path.endsWith("/members"))).toBe(false);
  });

  it("shows a leader the members, the pending requests with Approve and Refuse, and invites by email", async () => {
    const api = testApi({
      "GET /api/v2/groups/7": () => ({ status: 200, body: group({ status: "leader", canRead: true, canManage: true }) }),
      "GET /api/v2/groups/7/members": () => ({ status: 200, body: [member(5, "Ada", "leader"), member(9, "Bob", "member")] }),
      "GET /api/v2/groups/7/requests": () => ({
        status: 200,
        body: [{ userID: 11, name: "Carol", photoUrl: "", type: "request", dateInserted: "2026-01-02T10:00:00Z" }],
      }),
      "POST /api/v2/groups/7/requests/11/approve": () => ({ status: 204 }),
      "POST /api/v2/groups/7/invitations": () => ({ status: 201, body: { groupID: 7, invitedUserIDs: [12], alreadyMemberUserIDs: [] } }),
    });
    await renderRoute("/groups/7", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByText("Bob")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Leave Group" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Bob" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Approve Carol" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "POST" && r.path === "/api/v2/groups/7/requests/11/approve")).toBe(true));
    await userEvent.type(screen.getByLabelText("Emails"), "dan@example.com, eve@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Invite" }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === "POST" && r.path === "/api/v2/groups/7/invitations")?.body).toEqual({
        emails: ["dan@example.com", "eve@example.com"],
      }),
    );
  });

  it("lets anyone signed in join a public group", async () => {
    const api = testApi({
      "GET /api/v2/groups/7": () => ({ status: 200, body: group({ status: "none", canRead: true, canManage: false }, "public") }),
      "GET /api/v2/groups/7/members": () => ({ status: 200, body: [member(5, "Ada", "leader")] }),
      "POST /api/v2/groups/7/join": () => ({ status: 204 }),
    });
    await renderRoute("/groups/7", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    await userEvent.click(await screen.findByRole("button", { name: "Join Group" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "POST" && r.path === "/api/v2/groups/7/join")).toBe(true));
  });
});

describe("GroupPage's discussions", () => {
  const discussion = (discussionID: number, name: string) => ({ discussionID, name, url: `/discussion/${discussionID}/x`, countComments: 2 });

  it("lists a member's group discussions from its category, paged, with New Discussion into the group", async () => {
    const api = testApi({
      "GET /api/v2/groups/7": () => ({ status: 200, body: { ...group({ status: "member", canRead: true, canManage: false }), categoryID: 30 } }),
      "GET /api/v2/groups/7/members": () => ({ status: 200, body: [member(5, "Ada", "leader")] }),
      "GET /api/v2/discussions": () => ({
        status: 200,
        body: [discussion(41, "Quiet plans")],
        headers: { "x-app-page-current": "2", "x-app-page-limit": "10", "x-app-page-result-count": "11" },
      }),
    });
    await renderRoute("/groups/7?page=2", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    const section = await screen.findByRole("region", { name: "Discussions" });
    expect((await within(section).findByRole("link", { name: "Quiet plans" })).getAttribute("href")).toBe("/discussion/41/x");
    expect(within(section).getByRole("link", { name: "New Discussion" }).getAttribute("href")).toBe("/post/discussion/social-groups?groupid=7");
    const asked = api.requests.find((r) => r.path === "/api/v2/discussions");
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({ categoryID: "30", page: "2", limit: "10" });
  });

  it("shows a public group's discussions to a non-member without New Discussion, and a group with none says so", async () => {
    const api = testApi({
      "GET /api/v2/groups/7": () => ({ status: 200, body: group({ status: "none", canRead: true, canManage: false }, "public") }),
      "GET /api/v2/groups/7/members": () => ({ status: 200, body: [member(5, "Ada", "leader")] }),
    });
    await renderRoute("/groups/7", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    const section = await screen.findByRole("region", { name: "Discussions" });
    expect(within(section).getByText("No discussions were found.")).toBeTruthy();
    expect(within(section).queryByRole("link", { name: "New Discussion" })).toBeNull();
    expect(api.requests.some((r) => r.path === "/api/v2/discussions")).toBe(false);
  });
});

describe("GroupPage of a group the viewer may not know of", () => {
  it("shows the not-found page when the API answers 404", async () => {
    const api = testApi({});
    await renderRoute("/groups/8", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1, name: /not found/i })).toBeTruthy();
  });
});
