import { memberBootstrap } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWidget } from "../testing/renderWidget";
import type { ProfilePostsWidgetProps } from "../../contract/widgetProps";

const posts: ProfilePostsWidgetProps["posts"] = [
  {
    recordType: "comment",
    recordID: 9,
    discussionID: 3,
    name: "Roses",
    url: "/discussion/comment/9",
    dateInserted: "2026-11-20T10:00:00.000Z",
    categoryID: 1,
    category: { categoryID: 1, name: "General", url: "/categories/general" },
    body: "<p>And tulips.</p>",
    countReactions: 2,
  },
  {
    recordType: "discussion",
    recordID: 3,
    discussionID: 3,
    name: "Roses",
    url: "/discussion/3/roses",
    dateInserted: "2026-11-19T10:00:00.000Z",
    categoryID: 1,
    excerpt: "Roses.",
  },
];

const render = (props: Partial<ProfilePostsWidgetProps>, url = "/profile/reactions/wren?reaction=like") =>
  renderWidget(
    "ProfilePostsWidget",
    { posts, tab: "reactions", userName: "wren", paging: { page: 1, limit: 1, total: 2 }, ...props },
    {
      bootstrap: memberBootstrap(),
      url,
    },
  );

describe("ProfilePostsWidget", () => {
  it("lists the tab's posts with their discussion, category and text, the reaction choices and a pager", async () => {
    await render({
      reactions: [
        { urlcode: "like", name: "Like" },
        { urlcode: "lol", name: "LOL" },
      ],
      reaction: "like",
    });
    expect(screen.getByRole("link", { name: "Re: Roses" }).getAttribute("href")).toBe("/discussion/comment/9");
    expect(screen.getByRole("link", { name: "Roses" }).getAttribute("href")).toBe("/discussion/3/roses");
    expect(screen.getByText("And tulips.")).toBeTruthy();
    expect(screen.getByText("2 reactions")).toBeTruthy();
    const choices = screen.getByRole("navigation", { name: "Reactions" });
    expect(within(choices).getByRole("link", { name: "Like" }).getAttribute("aria-current")).toBe("page");
    expect(within(choices).getByRole("link", { name: "LOL" }).getAttribute("href")).toBe("/profile/reactions/wren?reaction=lol");
    // Page 2 keeps the tab's address and its reaction.
    expect(screen.getByRole("link", { name: /next/i }).getAttribute("href")).toBe("/profile/reactions/wren?reaction=like&page=2");
  });

  it("says so when the tab has nothing, and renders nothing for a restricted profile", async () => {
    const { container } = await render({ posts: [], tab: "comments" }, "/profile/comments/wren");
    expect(screen.getByText("No comments were found.")).toBeTruthy();
    container.remove();
    const restricted = await render({ posts: null, tab: "" }, "/profile/wren");
    expect(restricted.container.textContent).toBe("");
  });
});
