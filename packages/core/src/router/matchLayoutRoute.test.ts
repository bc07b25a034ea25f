import { describe, expect, it } from "vitest";
import type { LayoutRouteDescriptor } from "../addons/defineAddon";
import { matchLayoutRoute } from "./matchLayoutRoute";

// Two add-ons' addresses: a fixed one, and a pattern (the forum's own live in its descriptor).
const kb: LayoutRouteDescriptor = { path: "/kb", layout: "kbHome" };
const articles: LayoutRouteDescriptor = {
  match: (path) => {
    const found = /^\/kb\/articles\/(\d+)$/.exec(path);
    return found ? { layoutViewType: "kbArticle", recordType: "article", recordID: Number(found[1]), params: {} } : null;
  },
};
const greedy: LayoutRouteDescriptor = { match: (path) => ({ layoutViewType: "anything", recordType: "siteSection", recordID: 0, params: { path } }) };

describe("matchLayoutRoute (docs/page-flow.md §1)", () => {
  it("matches the site's home page with no add-on's help", () => {
    expect(matchLayoutRoute("/", "", [])).toEqual({ layoutViewType: "home", recordType: "siteSection", recordID: 0, params: {} });
  });

  it("learns every other address from the enabled add-ons: a fixed path with its query, or a pattern", () => {
    expect(matchLayoutRoute("/kb/", "?page=2", [kb, articles])).toEqual({
      layoutViewType: "kbHome",
      recordType: "siteSection",
      recordID: 0,
      params: { page: "2" },
    });
    expect(matchLayoutRoute("/kb/articles/7", "", [kb, articles])).toEqual({ layoutViewType: "kbArticle", recordType: "article", recordID: 7, params: {} });
  });

  it("matches a fixed path's `:name` segments into the params, and names the record when the route gives its type", () => {
    const group: LayoutRouteDescriptor = { path: "/groups/:groupID", layout: "group", recordType: "group" };
    const plain: LayoutRouteDescriptor = { path: "/shelf/:code", layout: "shelf" };
    expect(matchLayoutRoute("/groups/7", "?page=2", [group])).toEqual({
      layoutViewType: "group",
      recordType: "group",
      recordID: "7",
      params: { page: "2", groupID: "7" },
    });
    expect(matchLayoutRoute("/shelf/a%20b/", "", [plain])).toEqual({
      layoutViewType: "shelf",
      recordType: "siteSection",
      recordID: 0,
      params: { code: "a b" },
    });
    expect(matchLayoutRoute("/groups", "", [group])).toBeNull();
    expect(matchLayoutRoute("/groups/7/members", "", [group])).toBeNull();
  });

  it("answers null where no enabled add-on claims the address (an add-on page or not found)", () => {
    expect(matchLayoutRoute("/kb", "", [])).toBeNull();
    expect(matchLayoutRoute("/discussions", "", [kb, articles])).toBeNull();
  });

  it("tries the add-ons in order: the first match wins", () => {
    expect(matchLayoutRoute("/kb", "", [kb, greedy])?.layoutViewType).toBe("kbHome");
    expect(matchLayoutRoute("/kb", "", [greedy, kb])?.layoutViewType).toBe("anything");
  });

  it("matches the framework's profile page and its tabs, leaving add-on pages under /profile/ to them", () => {
    expect(matchLayoutRoute("/profile/Ada%20L", "", [])).toEqual({
      layoutViewType: "profile",
      recordType: "user",
      recordID: "Ada L",
      params: { userName: "Ada L", tab: "" },
    });
    expect(matchLayoutRoute("/profile/reactions/ada", "?reaction=like&page=2", [])).toEqual({
      layoutViewType: "profile",
      recordType: "user",
      recordID: "ada",
      params: { userName: "ada", tab: "reactions", reaction: "like", page: "2" },
    });
    expect(matchLayoutRoute("/profile/followed-content", "", [], (path) => path === "/profile/followed-content")).toBeNull();
    expect(matchLayoutRoute("/profile/a/b/c", "", [])).toBeNull();
    expect(matchLayoutRoute("/profile/%E0%A4%A", "", [])).toBeNull();
  });

  it("tries a fixed path with a param last and never for an add-on page, its record the site section the param names", () => {
    const section: LayoutRouteDescriptor = { path: "/:folder", layout: "subcommunityHome", recordType: "siteSection" };
    const isAddonPage = (path: string) => path === "/groups";
    expect(matchLayoutRoute("/support", "?page=2", [section, kb], isAddonPage)).toEqual({
      layoutViewType: "subcommunityHome",
      recordType: "siteSection",
      recordID: "support",
      params: { page: "2", folder: "support" },
    });
    // Every other address comes first, whatever the add-on order: fixed paths, patterns, the home, profiles.
    expect(matchLayoutRoute("/kb", "", [section, kb], isAddonPage)?.layoutViewType).toBe("kbHome");
    expect(matchLayoutRoute("/kb/articles/7", "", [section, articles], isAddonPage)?.layoutViewType).toBe("kbArticle");
    const group: LayoutRouteDescriptor = { path: "/groups/:groupID", layout: "group", recordType: "group" };
    expect(matchLayoutRoute("/groups/7", "", [section, group], isAddonPage)).toMatchObject({ layoutViewType: "group", recordID: "7" });
    expect(matchLayoutRoute("/", "", [section], isAddonPage)?.layoutViewType).toBe("home");
    expect(matchLayoutRoute("/profile/ada", "", [section], isAddonPage)?.layoutViewType).toBe("profile");
    // An add-on page keeps its address; a deeper path is not this shape.
    expect(matchLayoutRoute("/groups", "", [section], isAddonPage)).toBeNull();
    expect(matchLayoutRoute("/support/more", "", [section], isAddonPage)).toBeNull();
  });
});
