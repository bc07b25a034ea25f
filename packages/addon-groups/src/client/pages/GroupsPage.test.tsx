import { memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import groups from "../index";

const listed = (name: string) => ({
  groupID: name.length,
  name,
  description: "",
  iconUrl: null,
  bannerUrl: null,
  privacy: "public",
  countMembers: 3,
  insertUserID: 1,
  dateInserted: "2026-01-01T10:00:00Z",
  dateUpdated: null,
  url: `/groups/${name.length}`,
  viewer: { status: "none", canRead: true, canManage: false },
});

describe("GroupsPage", () => {
  it("lists the groups, switches to my groups, and has a Groups link in the title bar", async () => {
    const api = testApi({
      "GET /api/v2/groups": ({ url }) => ({ status: 200, body: url.searchParams.get("mine") === "true" ? [listed("Mine Only")] : [listed("Weekend Hikers")] }),
    });
    await renderRoute("/groups", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1, name: "Groups" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Weekend Hikers" })).getAttribute("href")).toBe("/groups/14");
    expect(screen.getByText("Public · 3 members")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "My Groups" }));
    expect(await screen.findByRole("link", { name: "Mine Only" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Groups" }).some((link) => link.getAttribute("href") === "/groups")).toBe(true);
  });

  it("searches by name", async () => {
    const api = testApi({ "GET /api/v2/groups": () => ({ status: 200, body: [] }) });
    await renderRoute("/groups", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    await userEvent.type(await screen.findByLabelText("Search groups"), "hik");
    await waitFor(() => expect(api.requests.some((r) => r.url.searchParams.get("query") === "hik")).toBe(true));
    expect(await screen.findByText("No groups found.")).toBeTruthy();
  });
});
