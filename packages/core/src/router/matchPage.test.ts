import type { LayoutLookup, SiteSectionRef } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { AddonRegistry } from "../addons/AddonRegistry";
import { defineAddon } from "../addons/defineAddon";
import { findAddonRoute } from "./findAddonRoute";
import { matchPage } from "./matchPage";

// The forum's kinds of address (a pattern for a record, one for any path with /post/, a fixed
// list), a section add-on's own pages (paths that start with a param) and an add-on page.
const post = (path: string): LayoutLookup | null => {
  const id = /^\/discussion\/(\d+)(?:\/[^/]+)?$/.exec(path)?.[1];
  return id ? { layoutViewType: "post", recordType: "discussion", recordID: Number(id), params: { discussionID: Number(id) } } : null;
};
const createPost = (path: string): LayoutLookup | null =>
  path.includes("/post/") ? { layoutViewType: "createPost", recordType: "category", recordID: 0, params: {} } : null;
const forum = defineAddon({
  key: "forum",
  layoutRoutes: [
    { match: post },
    { match: createPost },
    { path: "/discussions", layout: "discussionList" },
    { path: "/categories/:id", layout: "categoryList", recordType: "category" },
  ],
});
const sectionsAddon = defineAddon({
  key: "sections",
  layoutRoutes: [
    { path: "/:folder", layout: "subcommunityHome", recordType: "siteSection" },
    { path: "/:folder/discussions", layout: "subcommunityDiscussionList", recordType: "siteSection" },
  ],
});
const search = defineAddon({ key: "search", routes: [{ path: "/search", load: async () => ({ default: () => null }) }] });
const registry = new AddonRegistry([forum, sectionsAddon, search]);
const sections: SiteSectionRef[] = [{ folder: "games", siteSectionID: 3, locale: "fr" }];

describe("matchPage: addresses under a site section's folder (docs/page-flow.md §1)", () => {
  it("matches the rest of the address as any address, the lookup naming the section's folder", () => {
    expect(matchPage("/games/discussion/12/hello", "?page=2", registry, sections)).toEqual({
      lookup: { layoutViewType: "post", recordType: "discussion", recordID: 12, params: { discussionID: 12 }, siteSection: "games" },
      path: "/discussion/12/hello",
    });
    expect(matchPage("/games/post/discussion", "", registry, sections).lookup).toMatchObject({ layoutViewType: "createPost", siteSection: "games" });
    expect(matchPage("/games/categories/general/", "", registry, sections).lookup).toEqual({
      layoutViewType: "categoryList",
      recordType: "category",
      recordID: "general",
      params: { id: "general" },
      siteSection: "games",
    });
  });

  it("serves the section's own pages whole, before the rest (its home and its lists)", () => {
    expect(matchPage("/games", "", registry, sections).lookup).toEqual({
      layoutViewType: "subcommunityHome",
      recordType: "siteSection",
      recordID: "games",
      params: { folder: "games" },
    });
    expect(matchPage("/games/discussions/", "?page=2", registry, sections).lookup).toMatchObject({
      layoutViewType: "subcommunityDiscussionList",
      recordID: "games",
      params: { page: "2" },
    });
  });

  it("leaves an add-on page's address to the add-on routes, without the folder", () => {
    const found = matchPage("/games/search", "?query=x", registry, sections);
    expect(found).toEqual({ lookup: null, path: "/search" });
    expect(findAddonRoute(registry, found.path)?.route.path).toBe("/search");
  });

  it("never reads another page of the section as a section's own page (`/games/community` is nothing)", () => {
    expect(matchPage("/games/community", "", registry, sections)).toEqual({ lookup: null, path: "/community" });
  });

  it("knows no folder the bootstrap does not list: those addresses stay not found", () => {
    for (const known of [undefined, [], sections]) {
      const found = matchPage("/nowhere/discussion/12", "", registry, known);
      expect(found).toEqual({ lookup: null, path: "/nowhere/discussion/12" });
      expect(findAddonRoute(registry, found.path)).toBeUndefined();
    }
    expect(matchPage("/games/discussion/12", "", registry, undefined)).toEqual({ lookup: null, path: "/games/discussion/12" });
    // Outside a section an address is matched as it always was.
    expect(matchPage("/discussion/12", "", registry, sections).lookup).toEqual(post("/discussion/12"));
  });
});
