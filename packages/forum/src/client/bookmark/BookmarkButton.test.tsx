import type { Discussion } from "@quorum/api";
import { guestBootstrap, memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiAnswer } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useLiveDiscussion } from "../discussions/useLiveDiscussion";
import { aDiscussion } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";
import { BookmarkButton } from "./BookmarkButton";

const PUT = "PUT /api/v2/discussions/7/bookmark";

/** Another reader of the live record (the options menu does the same): it must agree with the star. */
function BookmarkedState({ discussion }: { discussion: Discussion }) {
  return <output aria-label="state">{useLiveDiscussion(discussion).bookmarked ? "yes" : "no"}</output>;
}

function renderStar(answer: () => Promise<TestApiAnswer>, discussion = aDiscussion({ bookmarked: false })) {
  const api = testApi({ [PUT]: answer });
  renderWithApp(
    <>
      <BookmarkButton discussion={discussion} />
      <BookmarkedState discussion={discussion} />
    </>,
    { bootstrap: memberBootstrap(), apiClient: api.client },
  );
  return api;
}

function deferred(): { answer: () => Promise<TestApiAnswer>; settle(answer: TestApiAnswer): void } {
  let settle: (answer: TestApiAnswer) => void = () => {};
  const promise = new Promise<TestApiAnswer>((resolve) => (settle = resolve));
  return { answer: () => promise, settle: (answer) => settle(answer) };
}

describe("BookmarkButton", () => {
  it("bookmarks at once, says 'Bookmarking' while the request runs, then 'Bookmarked'", async () => {
    const request = deferred();
    const api = renderStar(request.answer);
    await userEvent.setup().click(screen.getByRole("button", { name: "Bookmark" }));
    const star = screen.getByRole("button", { name: "Bookmarking" });
    expect(star.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("status", { name: "state" }).textContent).toBe("yes");
    request.settle({ status: 200, body: { bookmarked: true } });
    expect(await screen.findByRole("button", { name: "Bookmarked" })).toBeTruthy();
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([["PUT", "/api/v2/discussions/7/bookmark", { bookmarked: true }]]);
  });

  it("reverts and says so in a dismissible toast when the request fails", async () => {
    const request = deferred();
    renderStar(request.answer, aDiscussion({ bookmarked: true }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Bookmarked" }));
    expect(screen.getByRole("status", { name: "state" }).textContent).toBe("no");
    request.settle({ status: 500, body: { message: "Database is down.", status: 500 } });
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toBe("There was a problem bookmarking this discussion.");
    expect(within(toast).getByRole("button", { name: "Dismiss" })).toBeTruthy();
    const star = screen.getByRole("button", { name: "Bookmarked" });
    expect(star.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("status", { name: "state" }).textContent).toBe("yes");
  });

  it("marks each discussion of a list, bookmarked or not, and toggles there too", async () => {
    const api = testApi({ [PUT.replace("7", "8")]: () => ({ status: 200, body: { bookmarked: true } }) });
    const discussions = [aDiscussion({ discussionID: 7, name: "Kept", bookmarked: true }), aDiscussion({ discussionID: 8, name: "Other" })];
    await renderWidget(
      "DiscussionListWidget",
      { discussions, paging: { page: 1, limit: 30, total: 2 }, apiParams: {}, showPager: false },
      { bootstrap: memberBootstrap(), apiClient: api.client },
    );
    const row = (name: string) => within(screen.getByRole("link", { name }).closest("li") as HTMLElement);
    expect(row("Kept").getByRole("button", { name: "Bookmarked" })).toBeTruthy();
    await userEvent.setup().click(row("Other").getByRole("button", { name: "Bookmark" }));
    expect(await row("Other").findByRole("button", { name: "Bookmarked" })).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["PUT /api/v2/discussions/8/bookmark"]);
  });

  it("is not offered to guests", () => {
    renderWithApp(<BookmarkButton discussion={aDiscussion()} />, { bootstrap: guestBootstrap() });
    expect(screen.queryByRole("button")).toBeNull();
  });
});
