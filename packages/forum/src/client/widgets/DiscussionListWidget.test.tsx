import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { guestBootstrap, memberBootstrap, testApi } from "@quorum/core/testing";
import userEvent from "@testing-library/user-event";
import forum from "../index";
import { fixtureAddon } from "../testing/fixtureAddon";
import { aDiscussion, BOB } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";

const discussions = [
  aDiscussion({
    discussionID: 7,
    name: "Hello world",
    pinned: true,
    closed: true,
    lastUserID: BOB.userID,
    lastUser: BOB,
    tags: [
      { tagID: 1, name: "alpha", urlcode: "alpha", type: "User" },
      { tagID: 2, name: "Staff pick", urlcode: "staff-pick", type: "Reaction" },
      { tagID: 3, name: "beta", urlcode: "beta", type: "User" },
      { tagID: 4, name: "gamma", urlcode: "gamma", type: "User" },
      { tagID: 5, name: "delta", urlcode: "delta", type: "User" },
    ],
    unread: true,
    countUnread: 3,
    countComments: 3,
  }),
  aDiscussion({ discussionID: 8, name: "Second thread", countComments: 5, countUnread: 2, unread: true, countViews: 1 }),
  aDiscussion({ discussionID: 9, name: "All read", countComments: 1, countUnread: 0, unread: false }),
];

function props(overrides: Record<string, unknown> = {}) {
  return { title: "Recent Discussions", discussions, paging: { page: 1, limit: 30, total: 3 }, apiParams: {}, showPager: false, ...overrides };
}

function item(name: string): HTMLElement {
  const link = screen.getByRole("link", { name });
  const li = link.closest("li");
  if (!li) throw new Error(`no list item around ${name}`);
  return li;
}

describe("DiscussionListWidget", () => {
  it("lists discussions with their metas, labels and at most three member tags", async () => {
    await renderWidget("DiscussionListWidget", props());
    expect(await screen.findByRole("heading", { level: 2, name: "Recent Discussions" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Hello world" }).getAttribute("href")).toBe("/discussion/7/hello-world");

    const firstItem = item("Hello world");
    const first = within(firstItem);
    expect(first.getByRole("link", { name: "Alice" }).getAttribute("href")).toBe("/profile/Alice");
    expect(first.getByRole("link", { name: "General" }).getAttribute("href")).toBe("/categories/general");
    expect(first.getByText("3 comments")).toBeTruthy();
    expect(first.getByText("12 views")).toBeTruthy();
    expect(first.getByText("Announcement")).toBeTruthy();
    expect(first.getByText("Closed")).toBeTruthy();
    expect(first.getByText(/Most recent by/)).toBeTruthy();
    expect(first.getByRole("link", { name: "Bob" })).toBeTruthy();
    expect(firstItem.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02T10:00:00.000Z");

    const tags = within(first.getByRole("list", { name: "Tags" })).getAllByRole("link");
    expect(tags.map((a) => a.textContent)).toEqual(["alpha", "beta", "gamma"]);
    expect(tags[0]?.getAttribute("href")).toBe("/discussions?tagID=1");

    const plain = within(item("All read"));
    expect(plain.getByText("1 comment")).toBeTruthy();
    expect(plain.queryByText("Closed")).toBeNull();
    expect(plain.queryByText("Announcement")).toBeNull();
  });

  it("titles its items one level under its own title, or under the page's h1 when it has none", async () => {
    const titled = await renderWidget("DiscussionListWidget", props());
    expect(await screen.findByRole("heading", { level: 3, name: "Hello world" })).toBeTruthy();
    titled.unmount();
    await renderWidget("DiscussionListWidget", props({ title: undefined }));
    expect(await screen.findByRole("heading", { level: 2, name: "Hello world" })).toBeTruthy();
  });

  it("shows unread markers to a signed-in member", async () => {
    await renderWidget("DiscussionListWidget", props(), { bootstrap: memberBootstrap() });
    await screen.findByRole("link", { name: "Hello world" });
    expect(within(item("Hello world")).getByText("New")).toBeTruthy();
    expect(within(item("Second thread")).getByText("2 new")).toBeTruthy();
    expect(within(item("All read")).queryByText(/new/i)).toBeNull();
  });

  it("shows no unread markers to a guest", async () => {
    await renderWidget("DiscussionListWidget", props(), { bootstrap: guestBootstrap() });
    await screen.findByRole("link", { name: "Hello world" });
    expect(screen.queryByText("New")).toBeNull();
    expect(screen.queryByText("2 new")).toBeNull();
  });

  it("pages through the list it is on, keeping the query string", async () => {
    await renderWidget("DiscussionListWidget", props({ showPager: true, paging: { page: 2, limit: 30, total: 95 } }), {
      url: "/discussions?sort=-dateInserted&page=2",
    });
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/discussions?sort=-dateInserted&page=3");
    expect(within(pager).getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/discussions?sort=-dateInserted");
    expect(within(pager).getByText("31 - 60 of 95")).toBeTruthy();
  });

  it("pages a category's list through its path", async () => {
    await renderWidget("DiscussionListWidget", props({ showPager: true, paging: { page: 1, limit: 30, total: 95 } }), { url: "/categories/general" });
    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe("/categories/general/p2");
    expect(within(pager).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/categories/general/p2");
  });

  it("has no pager unless asked for one", async () => {
    await renderWidget("DiscussionListWidget", props({ paging: { page: 1, limit: 30, total: 95 } }));
    await screen.findByRole("link", { name: "Hello world" });
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("links to the whole list when shown as a short list elsewhere", async () => {
    await renderWidget("DiscussionListWidget", props({ viewAllUrl: "/discussions" }));
    expect((await screen.findByRole("link", { name: "View All" })).getAttribute("href")).toBe("/discussions");
  });

  it("says so when there are no discussions", async () => {
    await renderWidget("DiscussionListWidget", props({ discussions: [], paging: { page: 1, limit: 30, total: 0 } }));
    expect(await screen.findByText("No discussions were found.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows add-ons' labels on each item (forumSlots.discussionLabels)", async () => {
    await renderWidget("DiscussionListWidget", props(), { addons: [forum, fixtureAddon] });
    expect(await screen.findByText("Label of Second thread")).toBeTruthy();
    expect(within(item("All read")).getByText("Label of All read")).toBeTruthy();
  });

  it("reloads page 1 through the API with an add-on filter's params over its own, and back", async () => {
    const accepted = aDiscussion({ discussionID: 40, name: "An accepted question", type: "question", statusID: 3 });
    const api = testApi({
      "GET /api/v2/discussions": (request) => ({
        status: 200,
        body: request.url.searchParams.get("page") === "2" ? [aDiscussion({ discussionID: 41, name: "Page two question" })] : [accepted],
      }),
    });
    const user = userEvent.setup();
    await renderWidget("DiscussionListWidget", props({ apiParams: { sort: "-dateLastComment", limit: 30, expand: ["insertUser"] } }), {
      addons: [forum, fixtureAddon],
      apiClient: api.client,
    });
    expect(await screen.findByText('Filter sees {"sort":"-dateLastComment","limit":30}')).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Accepted only" }));
    expect(await screen.findByRole("link", { name: "An accepted question" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Hello world" })).toBeNull();
    const sent = api.requests.at(-1)?.url;
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      sort: "-dateLastComment",
      limit: "30",
      "expand[]": "insertUser",
      type: "question",
      statusID: "3",
      page: "1",
    });
    expect(screen.getByText('Filter sees {"sort":"-dateLastComment","limit":30,"type":"question","statusID":3}')).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(await screen.findByRole("link", { name: "Hello world" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "An accepted question" })).toBeNull();
  });
});
