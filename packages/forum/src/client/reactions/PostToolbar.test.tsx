import { guestBootstrap, memberBootstrap, testApi } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aComment, aDiscussion } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";
import { REACTION_TYPES, REACTOR, aReaction, withGlobal } from "./testReactions";

// The toolbar as the forum's post widgets mount it.

describe("PostToolbar in the post widgets", () => {
  it("the original post has votes, reactions, Share and the bookmark star for a member", async () => {
    const api = testApi({ "GET /api/v2/reactions": () => ({ status: 200, body: REACTION_TYPES }) });
    await renderWidget(
      "OriginalPostAsset",
      { discussion: aDiscussion({ reactions: [aReaction("like", 1)], score: 1 }) },
      { bootstrap: memberBootstrap({ permissions: REACTOR }), apiClient: api.client },
    );
    expect(await screen.findByRole("button", { name: "Like 1" })).toBeTruthy();
    expect(await screen.findByRole("group", { name: "Votes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bookmark" })).toBeTruthy();
  });

  it("a guest sees the counts and Share, no star", async () => {
    await renderWidget("OriginalPostAsset", { discussion: aDiscussion({ reactions: [aReaction("like", 1)] }) }, { bootstrap: guestBootstrap() });
    expect(await screen.findByText("Like")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bookmark" })).toBeNull();
  });

  it("each comment has its reactions, Share and, for reporters on a site with escalations, Report", async () => {
    const permissions = withGlobal(REACTOR, { "flag.add": true });
    await renderWidget(
      "CommentThreadAsset",
      { title: "Comments", discussion: aDiscussion(), comments: [aComment({ reactions: [aReaction("like", 2)] })], paging: { page: 1, limit: 30, total: 1 } },
      { bootstrap: memberBootstrap({ permissions, config: { "feature.escalations.Enabled": true } }) },
    );
    const comment = await waitForComment(100);
    expect(within(comment).getByRole("button", { name: "Like 2" })).toBeTruthy();
    expect(within(comment).getByRole("button", { name: "Share" })).toBeTruthy();
    expect(within(comment).getByRole("button", { name: "Report" })).toBeTruthy();
  });
});

async function waitForComment(commentID: number): Promise<HTMLElement> {
  await screen.findAllByRole("button", { name: "Share" });
  const element = document.getElementById(`Comment_${commentID}`);
  if (!element) throw new Error(`no comment ${commentID}`);
  return element;
}
