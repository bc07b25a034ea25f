import { AddonRegistry } from "@quorum/core";
import { describe, expect, it } from "vitest";
import forum from "./index";

describe("the forum's client descriptor", () => {
  it("registers the forum's widgets of the layout catalog by their $reactComponent names", async () => {
    // docs/page-flow.md §3: the components the forum provides.
    // Registered from the contract's widget definitions: a list of { id, component, load }.
    const widgets = Array.isArray(forum.widgets) ? forum.widgets : [];
    expect(widgets.map((widget) => widget.component).sort()).toEqual(
      [
        "Banner",
        "CategoriesWidget",
        "CategoryFollowWidget",
        "CommentThreadAsset",
        "CreateCommentAsset",
        "CreatePostFormAsset",
        "DiscussionListWidget",
        "GuestCallToAction",
        "NewPostMenu",
        "OriginalPostAsset",
        "PostTagsAsset",
        "ProfilePostsWidget",
      ].sort(),
    );
    for (const widget of widgets) {
      expect(typeof (await widget.load()).default).toBe("function");
    }
  });

  it("lets a guest's page hydrate its static widgets on the first interaction, except the create-post form and a thread opened at one comment", () => {
    const registry = new AddonRegistry([forum]);
    const at = (pathname: string, hash = "") => ({ pathname, search: "", hash });
    for (const name of [
      "Banner",
      "CategoriesWidget",
      "CategoryFollowWidget",
      "CreateCommentAsset",
      "DiscussionListWidget",
      "GuestCallToAction",
      "NewPostMenu",
      "OriginalPostAsset",
      "PostTagsAsset",
    ]) {
      expect(registry.isStaticForGuests(name, at("/discussion/5/hello")), name).toBe(true);
    }
    expect(registry.isStaticForGuests("CreatePostFormAsset", at("/post/discussion"))).toBe(false);
    expect(registry.isStaticForGuests("CommentThreadAsset", at("/discussion/5/hello/p2"))).toBe(true);
    expect(registry.isStaticForGuests("CommentThreadAsset", at("/discussion/comment/12"))).toBe(false);
    expect(registry.isStaticForGuests("CommentThreadAsset", at("/discussion/5/hello", "#Comment_12"))).toBe(false);
  });

  it("serves the entry pages", async () => {
    expect(forum.routes?.map((r) => r.path)).toEqual(["/entry/signin", "/entry/register", "/entry/signout", "/profile/followed-content", "/log/filter"]);
    for (const route of forum.routes ?? []) expect(typeof (await route.load()).default).toBe("function");
  });

  it("adds Posts and Categories to the navigation for those who may view discussions", () => {
    expect(forum.navItems).toEqual([
      expect.objectContaining({ name: "Posts", url: "/discussions", permission: "discussions.view", order: 10 }),
      expect.objectContaining({ name: "Categories", url: "/categories", permission: "discussions.view", order: 20 }),
    ]);
  });
});
