import { matchLayoutRoute } from "@quorum/core";
import { describe, expect, it } from "vitest";
import subcommunities from "./index";

const routes = [{ path: "/discussions", layout: "discussionList" }, { path: "/categories", layout: "categoryList" }, ...(subcommunities.layoutRoutes ?? [])];
const addonPages = new Set(["/groups", "/kb", "/search", "/messages"]);
const match = (path: string) => matchLayoutRoute(path, "", routes, (p) => addonPages.has(p));

describe("a section's address", () => {
  it("is any one-segment address nothing else serves: the section's home, named by its folder", () => {
    expect(match("/support")).toEqual({ layoutViewType: "subcommunityHome", recordType: "siteSection", recordID: "support", params: { folder: "support" } });
  });

  it("its lists under its folder: /{folder}/discussions and /{folder}/categories, with the query's params", () => {
    expect(matchLayoutRoute("/support/discussions", "?page=2", routes)).toEqual({
      layoutViewType: "subcommunityDiscussionList",
      recordType: "siteSection",
      recordID: "support",
      params: { page: "2", folder: "support" },
    });
    expect(match("/support/categories")).toEqual({
      layoutViewType: "subcommunityCategoryList",
      recordType: "siteSection",
      recordID: "support",
      params: { folder: "support" },
    });
    expect(match("/support/discussions/more")).toBeNull();
    expect(match("/support/tags")).toBeNull();
  });

  it("leaves the site's own addresses and the add-ons' pages to them", () => {
    expect(match("/")?.layoutViewType).toBe("home");
    expect(match("/discussions")?.layoutViewType).toBe("discussionList");
    expect(match("/categories")?.layoutViewType).toBe("categoryList");
    for (const path of addonPages) expect(match(path), path).toBeNull();
    expect(match("/support/more")).toBeNull();
  });

  it("needs no code on a page that is not a section's: no match function, slot or extension (docs/page-flow.md §4)", () => {
    expect(subcommunities.layoutRoutes?.every((route) => "path" in route)).toBe(true);
    expect(subcommunities.slots).toBeUndefined();
    expect(subcommunities.extend).toBeUndefined();
  });
});
