import type { LayoutResponse } from "@quorum/api";
import { memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import type { TestApiRequest } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Group, GroupMember } from "../../shared/Group";
import type { GroupDiscussionItem } from "../../shared/widgets";
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

const member = (userID: number, name: string, role: "leader" | "member"): GroupMember => ({
  userID,
  name,
  photoUrl: "",
  role,
  dateInserted: "2026-01-01T10:00:00Z",
});

/** The group page as the server hydrates it (server/layouts/groupLayout.test.ts shows the server's side). */
function groupLayout(
  g: Group,
  members: GroupMember[] | null,
  discussions: GroupDiscussionItem[] | null,
  page = 1,
  total = discussions?.length ?? 0,
): LayoutResponse {
  const node = (component: string, props: Record<string, unknown>) => ({ $reactComponent: component, $reactProps: props });
  return {
    layoutID: "group",
    layoutViewType: "group",
    titleBar: node("TitleBar", {}),
    seo: { title: g.name },
    layout: [
      node("GroupBanner", { group: g }),
      node("GroupAbout", { group: g }),
      node("GroupDiscussionList", { group: g, discussions, paging: { page, limit: 10, total } }),
      node("GroupMembers", { group: g, members }),
    ],
  };
}

/** The layout lookups the page made (the router's `/groups/:groupID` with record type group). */
const lookups = (requests: readonly TestApiRequest[]) => requests.filter((r) => r.path === "/api/v2/layouts/lookup-hydrate").map((r) => r.url.searchParams);

describe("the group page", () => {
  it("is looked up as the `group` layout; offers a non-member of a private group 'Request to Join', sends it and refreshes the page", async () => {
    const api = testApi({
      "GET /api/v2/layouts/lookup-hydrate": () => ({ status: 200, body: groupLayout(group({ status: "none", canRead: false, canManage: false }), null, null) }),
      "POST /api/v2/groups/7/requests": () => ({ status: 201, body: { status: "requested" } }),
    });
    await renderRoute("/groups/7", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1, name: "Community Helpers" })).toBeTruthy();
    const [asked] = lookups(api.requests);
    expect([asked?.get("layoutViewType"), asked?.get("recordType"), asked?.get("recordID")]).toEqual(["group", "group", "7"]);
    expect(screen.getByText("We answer newcomers.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Members" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Discussions" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Join Group" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Request to Join" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "POST" && r.path === "/api/v2/groups/7/requests")).toBe(true));
    // The page's widgets come from the layout: it is asked again after the change.
    await waitFor(() => expect(lookups(api.requests).length).toBeGreaterThan(1));
  });

  it("shows a leader the members, the pending requests with Approve and Refuse, and invites by email", async () => {
    const api = testApi({
      "GET /api/v2/layouts/lookup-hydrate": () => ({
        status: 200,
        body: groupLayout(group({ status: "leader", canRead: true, canManage: true }), [member(5, "Ada", "leader"), member(9, "Bob", "member")], []),
      }),
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
      "GET /api/v2/layouts/lookup-hydrate": () => ({
        status: 200,
        body: groupLayout(group({ status: "none", canRead: true, canManage: false }, "public"), [member(5, "Ada", "leader")], []),
      }),
      "POST /api/v2/groups/7/join": () => ({ status: 204 }),
    });
    await renderRoute("/groups/7", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    await userEvent.click(await screen.findByRole("button", { name: "Join Group" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "POST" && r.path === "/api/v2/groups/7/join")).toBe(true));
  });

  it("lists a member's group discussions as hydrated, with its pager and New Discussion into the group", async () => {
    const discussion = (discussionID: number, name: string) => ({ discussionID, name, url: `/discussion/${discussionID}/x`, countComments: 2 });
    const api = testApi({
      "GET /api/v2/layouts/lookup-hydrate": () => ({
        status: 200,
        body: groupLayout(
          { ...group({ status: "member", canRead: true, canManage: false }), categoryID: 30 },
          [member(5, "Ada", "leader")],
          [discussion(41, "Quiet plans")],
          2,
          11,
        ),
      }),
    });
    await renderRoute("/groups/7?page=2", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    const section = await screen.findByRole("region", { name: "Discussions" });
    expect((await within(section).findByRole("link", { name: "Quiet plans" })).getAttribute("href")).toBe("/discussion/41/x");
    expect(within(section).getByRole("link", { name: "New Discussion" }).getAttribute("href")).toBe("/post/discussion/social-groups?groupid=7");
    expect(
      within(section)
        .getAllByRole("link")
        .some((link) => link.getAttribute("href") === "/groups/7?page=1"),
    ).toBe(true);
    expect(lookups(api.requests)[0]?.get("params[page]")).toBe("2");
  });

  it("shows a public group's discussions to a non-member without New Discussion, and a group with none says so", async () => {
    const api = testApi({
      "GET /api/v2/layouts/lookup-hydrate": () => ({
        status: 200,
        body: groupLayout(group({ status: "none", canRead: true, canManage: false }, "public"), [member(5, "Ada", "leader")], []),
      }),
    });
    await renderRoute("/groups/7", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    const section = await screen.findByRole("region", { name: "Discussions" });
    expect(within(section).getByText("No discussions were found.")).toBeTruthy();
    expect(within(section).queryByRole("link", { name: "New Discussion" })).toBeNull();
  });

  it("is 'Group Not Found' when the server answers 404 (a secret group the viewer may not know of)", async () => {
    const api = testApi({ "GET /api/v2/layouts/lookup-hydrate": () => ({ status: 404, body: { message: "Group not found.", status: 404 } }) });
    await renderRoute("/groups/8", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1, name: "Group Not Found" })).toBeTruthy();
  });
});
