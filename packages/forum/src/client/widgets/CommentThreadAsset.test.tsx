import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aComment, aDiscussion, ALICE, BOB } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";
import forum from "../index";
import { fixtureAddon } from "../testing/fixtureAddon";

const discussion = { discussionID: 7, name: "Hello world" };

describe("CommentThreadAsset", () => {
  it("shows each comment's author, avatar, date and body under an anchor", async () => {
    const comments = [aComment({ commentID: 100 }), aComment({ commentID: 101, insertUserID: ALICE.userID, insertUser: ALICE, body: "<p>Second</p>" })];
    await renderWidget("CommentThreadAsset", { title: "Comments", discussion, comments, paging: { page: 1, limit: 30, total: 2 }, sort: "dateInserted" });
    expect(await screen.findByRole("heading", { level: 2, name: "Comments" })).toBeTruthy();
    const first = document.getElementById("Comment_100");
    if (!first) throw new Error("no anchor for comment 100");
    const inFirst = within(first);
    expect(inFirst.getByRole("link", { name: BOB.name }).getAttribute("href")).toBe("/profile/Bob");
    expect(first.querySelector("img")?.getAttribute("src")).toBe(BOB.photoUrl);
    expect(first.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02T10:00:00.000Z");
    // The body is the server's HTML, rendered as markup rather than shown as text.
    expect(first.querySelector("strong")?.textContent).toBe("fine");
    expect(document.getElementById("Comment_101")?.textContent).toContain("Second");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("pages through the discussion's own pages", async () => {
    await renderWidget("CommentThreadAsset", { title: "Comments", discussion, comments: [aComment()], paging: { page: 2, limit: 30, total: 75 } });
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/discussion/7/hello-world");
    expect(within(pager).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/discussion/7/hello-world/p3");
    expect(within(pager).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("says so when nobody has commented yet", async () => {
    await renderWidget("CommentThreadAsset", { title: "Comments", discussion, comments: [], paging: { page: 1, limit: 30, total: 0 } });
    expect(await screen.findByText("There are no comments yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("gives add-ons' comment labels and actions the comment and its discussion", async () => {
    const comments = [aComment({ commentID: 100 }), aComment({ commentID: 101 })];
    await renderWidget(
      "CommentThreadAsset",
      { title: "Comments", discussion: aDiscussion(), comments, paging: { page: 1, limit: 30, total: 2 } },
      { addons: [forum, fixtureAddon] },
    );
    const second = (await screen.findByText("Label of comment 101 in Hello world")).closest("li");
    expect(second?.id).toBe("Comment_101");
    expect(within(second as HTMLElement).getByRole("button", { name: "Act on 101" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Act on 100" })).toBeTruthy();
  });
});
