import { matchLayoutRoute } from "@quorum/core";
import { describe, expect, it } from "vitest";
import subcommunities from "./index";
import { matchSectionRoute } from "./matchSectionRoute";

describe("matchSectionRoute", () => {
  it("reads a one-segment address that could be a folder as a section's home", () => {
    expect(matchSectionRoute("/support")).toEqual({ layoutViewType: "subcommunityHome", recordType: "siteSection", recordID: "support", params: {} });
    expect(matchSectionRoute("/dev-talk2")?.recordID).toBe("dev-talk2");
  });

  it("leaves the site's own pages, deeper paths and impossible folders alone", () => {
    for (const path of [
      "/",
      "/discussions",
      "/categories",
      "/kb",
      "/groups",
      "/search",
      "/profile",
      "/messages",
      "/dashboard",
      "/events",
      "/ranks",
      "/badges",
    ]) {
      expect(matchSectionRoute(path), path).toBeNull();
    }
    for (const path of ["/support/x", "/Support", "/1234", "/a", "/x--y", "/%41b"]) expect(matchSectionRoute(path), path).toBeNull();
  });

  it("is what the router sees with the add-on on: the home stays the site's", () => {
    const routes = subcommunities.layoutRoutes ?? [];
    expect(matchLayoutRoute("/community", "", routes)?.layoutViewType).toBe("subcommunityHome");
    expect(matchLayoutRoute("/", "", routes)?.layoutViewType).toBe("home");
  });
});
