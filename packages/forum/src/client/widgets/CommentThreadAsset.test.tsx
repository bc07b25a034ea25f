import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { guestBootstrap, memberBootstrap, moderatorBootstrap } from "@quorum/core/testing";
import type { ClientBootstrap } from "@quorum/core";
import { aComment, aDiscussion, ALICE, BOB } from "../testing/fixtures";
import * as signatureStyles from "../thread/PostSignature.css";
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

const location = () => screen.getByTestId("location").textContent;
const TWO = [aComment({ commentID: 100 }), aComment({ commentID: 101, insertUserID: ALICE.userID, insertUser: ALICE })];

describe("CommentThreadAsset: sort and pages", () => {
  it("offers 'Sort by' in the thread's order and goes to page 1 in the chosen order", async () => {
    await renderWidget(
      "CommentThreadAsset",
      { discussion: aDiscussion(), comments: TWO, paging: { page: 2, limit: 30, total: 75 }, sort: "dateInserted" },
      { url: "/discussion/7/hello-world/p2" },
    );
    const sortBy = (await screen.findByRole("combobox", { name: "Sort by" })) as HTMLSelectElement;
    expect(sortBy.value).toBe("dateInserted");
    expect([...sortBy.options].map((o) => [o.value, o.textContent])).toEqual([
      ["dateInserted", "Oldest"],
      ["-dateInserted", "Newest"],
      ["-score", "Top"],
      ["-experimentalTrending", "Trending"],
    ]);
    await userEvent.setup().selectOptions(sortBy, "Trending");
    expect(location()).toBe("/discussion/7/hello-world?sort=-experimentalTrending");
  });

  it("keeps the address's sort in the pager's links and in a jump, and leaves it out when the address has none", async () => {
    const props = { discussion: aDiscussion(), comments: TWO, paging: { page: 2, limit: 30, total: 75 }, sort: "-score" };
    const sorted = await renderWidget("CommentThreadAsset", props, { url: "/discussion/7/hello-world/p2?sort=-score" });
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/discussion/7/hello-world/p3?sort=-score");
    expect(within(pager).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/discussion/7/hello-world?sort=-score");

    const user = userEvent.setup();
    await user.click(within(pager).getByRole("button", { name: "31 - 60 of 75" }));
    await user.type(screen.getByRole("textbox", { name: "Jump to page" }), "9");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(location()).toBe("/discussion/7/hello-world/p3?sort=-score");
    sorted.unmount();

    await renderWidget("CommentThreadAsset", { ...props, sort: "dateInserted" }, { url: "/discussion/7/hello-world/p2" });
    const plain = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(plain).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/discussion/7/hello-world/p3");
  });

  it("shows the last page as current when the server clamped a page past the end", async () => {
    // /p99 of a 75-comment thread: the server answered page 3.
    await renderWidget(
      "CommentThreadAsset",
      { discussion: aDiscussion(), comments: TWO, paging: { page: 3, limit: 30, total: 75 } },
      { url: "/discussion/7/hello-world/p99" },
    );
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("button", { name: "61 - 75 of 75" })).toBeTruthy();
    expect(within(pager).getByRole("link", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    expect(within(pager).getByRole("link", { name: "Next" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("has no 'Sort by' for a single comment, nor where the layout turns it off", async () => {
    const single = await renderWidget("CommentThreadAsset", { discussion: aDiscussion(), comments: [aComment()], paging: { page: 1, limit: 30, total: 1 } });
    await screen.findByRole("heading", { name: "Comments" });
    expect(screen.queryByRole("combobox", { name: "Sort by" })).toBeNull();
    single.unmount();
    await renderWidget("CommentThreadAsset", {
      title: "Accepted Answers",
      discussion: aDiscussion(),
      comments: TWO,
      paging: { page: 1, limit: 30, total: 2 },
      showSort: false,
    });
    await screen.findByRole("heading", { name: "Accepted Answers" });
    expect(screen.queryByRole("combobox", { name: "Sort by" })).toBeNull();
  });
});

describe("CommentThreadAsset: permalinks", () => {
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  // jsdom lays nothing out, so it has no scrollIntoView: record which element the page asks to show.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
  afterEach(() => {
    scrolled.length = 0;
  });
  afterAll(() => {
    Element.prototype.scrollIntoView = original;
  });

  it("marks the permalinked comment and scrolls to it, again after 500 ms", async () => {
    await renderWidget(
      "CommentThreadAsset",
      { discussion: aDiscussion(), comments: TWO, paging: { page: 1, limit: 30, total: 2 } },
      { url: "/discussion/comment/101" },
    );
    const target = await waitFor(() => {
      const found = document.getElementById("Comment_101");
      if (!found) throw new Error("not yet");
      return found;
    });
    expect(target.getAttribute("aria-current")).toBe("true");
    expect(document.getElementById("Comment_100")?.hasAttribute("aria-current")).toBe(false);
    await waitFor(() => expect(scrolled).toEqual([target]));
    await waitFor(() => expect(scrolled).toEqual([target, target]), { timeout: 2000 });
  });

  it("scrolls to a deleted comment's tombstone when its permalink opens the thread", async () => {
    const tombstones = [{ commentID: 99, dateInserted: "2026-11-01T10:00:00.000Z", nextCommentID: 100 }];
    await renderWidget(
      "CommentThreadAsset",
      { discussion: aDiscussion(), comments: TWO, tombstones, paging: { page: 1, limit: 30, total: 2 } },
      { url: "/discussion/comment/99" },
    );
    const tombstone = await waitFor(() => {
      const found = document.getElementById("Comment_99");
      if (!found) throw new Error("not yet");
      return found;
    });
    expect(tombstone.textContent).toContain("This comment has been deleted.");
    await waitFor(() => expect(scrolled[0]).toBe(tombstone));
  });

  it("scrolls to a comment after an in-app navigation to its permalink", async () => {
    await renderWidget(
      "CommentThreadAsset",
      { discussion: aDiscussion(), comments: TWO, paging: { page: 1, limit: 30, total: 2 } },
      { url: "/discussion/7/hello-world" },
    );
    const second = await waitFor(() => {
      const found = document.getElementById("Comment_101");
      if (!found) throw new Error("not yet");
      return found;
    });
    expect(scrolled).toEqual([]);
    await userEvent.setup().click(within(second).getByRole("link", { name: /ago|2026|Nov/ }));
    expect(location()).toBe("/discussion/comment/101#Comment_101");
    await waitFor(() => expect(scrolled[0]).toBe(second));
    expect(second.getAttribute("aria-current")).toBe("true");
  });
});

describe("CommentThreadAsset: Quote and Reply", () => {
  async function buttonsFor(bootstrap: ClientBootstrap, closed: boolean) {
    await renderWidget("CommentThreadAsset", { discussion: aDiscussion({ closed }), comments: TWO, paging: { page: 1, limit: 30, total: 2 } }, { bootstrap });
    const comment = await waitFor(() => {
      const found = document.getElementById("Comment_100");
      if (!found) throw new Error("not yet");
      return found;
    });
    const inComment = within(comment);
    return { quote: inComment.queryByRole("button", { name: "Quote" }) !== null, reply: inComment.queryByRole("button", { name: "Reply" }) !== null };
  }

  it("offers a member who may comment both", async () => {
    expect(await buttonsFor(memberBootstrap(), false)).toEqual({ quote: true, reply: true });
  });

  it("offers neither to a member on a closed discussion", async () => {
    expect(await buttonsFor(memberBootstrap(), true)).toEqual({ quote: false, reply: false });
  });

  it("offers both to a moderator who may close the discussion, though it is closed", async () => {
    expect(await buttonsFor(moderatorBootstrap(), true)).toEqual({ quote: true, reply: true });
  });

  it("offers neither to a guest", async () => {
    expect(await buttonsFor(guestBootstrap(), false)).toEqual({ quote: false, reply: false });
  });
});

describe("CommentThreadAsset: signatures", () => {
  const signed = [aComment({ commentID: 100, insertUser: { ...BOB, signature: { body: '<p>Bob\'s <img src="https://cdn.example/sig.png" alt="sig"></p>' } } })];
  async function signatureWith(config: Record<string, unknown>) {
    await renderWidget(
      "CommentThreadAsset",
      { discussion: aDiscussion(), comments: signed, paging: { page: 1, limit: 30, total: 1 } },
      { bootstrap: guestBootstrap({ config }) },
    );
    await screen.findByRole("heading", { name: "Comments" });
    return screen.queryByRole("note", { name: "Signature" });
  }

  it("shows the author's signature under the comment when signatures are enabled", async () => {
    const signature = await signatureWith({ "signatures.enabled": true });
    expect(signature?.closest("li")?.id).toBe("Comment_100");
    expect(signature?.querySelector("img")?.getAttribute("src")).toBe("https://cdn.example/sig.png");
    // Neither hidden on mobile nor limited unless the settings say so.
    expect(signature?.classList.contains(signatureStyles.hiddenOnMobile)).toBe(false);
    expect((signature as HTMLElement).style.getPropertyValue(signatureStyles.IMAGE_MAX_HEIGHT_PROPERTY)).toBe("");
  });

  it("shows no signature when signatures are disabled", async () => {
    expect(await signatureWith({ "signatures.enabled": false })).toBeNull();
  });

  it("hides it at mobile widths and limits its images' height as configured", async () => {
    const signature = (await signatureWith({ "signatures.enabled": true, "signatures.hideMobile": true, "signatures.imageMaxHeight": 40 })) as HTMLElement;
    expect(signature.classList.contains(signatureStyles.hiddenOnMobile)).toBe(true);
    expect(signature.style.getPropertyValue(signatureStyles.IMAGE_MAX_HEIGHT_PROPERTY)).toBe("40px");
  });
});
