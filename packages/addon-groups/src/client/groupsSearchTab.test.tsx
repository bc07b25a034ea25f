import type { SearchResult } from "@quorum/api";
import { memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import groups from "./index";

const hikers: SearchResult = {
  recordID: 1,
  recordType: "group",
  type: "group",
  name: "Weekend Hikers",
  url: "/groups/1",
  body: "We <mark>hike</mark> on weekends.",
  score: 1,
  dateInserted: "2026-11-25T10:00:00.000Z",
  dateUpdated: null,
  insertUserID: 2,
  updateUserID: null,
  breadcrumbs: [],
  labelCodes: [],
  isForeign: false,
};

describe("the search page's Groups tab", () => {
  it("lists Groups among the domains and searches `domain=groups` there, linking to the group", async () => {
    const api = testApi({ "GET /api/v2/search": () => ({ status: 200, body: [hikers], headers: { "x-app-page-result-count": "1" } }) });
    await renderRoute("/search?query=hike&domain=groups", { addons: [groups], apiClient: api.client, bootstrap: memberBootstrap() });
    const tabs = within(screen.getByRole("navigation", { name: "Search domains" }));
    const tab = tabs.getByRole("link", { name: "Groups" });
    expect(tab.getAttribute("href")).toBe("/search?query=hike&domain=groups");
    expect(tab.getAttribute("aria-current")).toBe("page");
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(within(results).getByRole("link", { name: "Weekend Hikers" }).getAttribute("href")).toBe("/groups/1");
    const asked = api.requests.find((r) => r.path === "/api/v2/search")?.url.searchParams;
    expect([asked?.get("domain"), asked?.get("query")]).toEqual(["groups", "hike"]);
  });
});
