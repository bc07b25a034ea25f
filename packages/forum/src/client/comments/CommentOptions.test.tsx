import type { Comment } from "@quorum/api";
import { testApi } from "@quorum/core/testing";
import type { TestApiRoute } from "@quorum/core/testing";
import type { ClientBootstrap } from "@quorum/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { guestBootstrap, MEMBER } from "@quorum/core/testing";
import { asMember, asModerator } from "../discussions/options/testPersonas";
import { aComment, aDiscussion, ALICE } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";

// Issue 13 §0: a comment's own controls in its thread — who is offered them, the edit window's
// time left, editing in place, the optimistic delete and its rollback, the log link, tombstones.

const NOW = new Date("2026-11-20T12:00:00.000Z");
beforeEach(() => {
  // Only the clock: the edit window reads it; timers stay real for the UI.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
/** The member's own comment, posted 10 minutes ago. */
const own = (overrides: Partial<Comment> = {}) =>
  aComment({
    commentID: 100,
    insertUserID: MEMBER.userID,
    insertUser: { userID: MEMBER.userID, name: MEMBER.name, photoUrl: "", dateLastActive: null },
    dateInserted: minutesAgo(10),
    ...overrides,
  });
const alices = (overrides: Partial<Comment> = {}) =>
  aComment({ commentID: 101, insertUserID: ALICE.userID, insertUser: ALICE, dateInserted: minutesAgo(5), body: "<p>Alice says hi</p>", ...overrides });

const withTimeout = (bootstrap: ClientBootstrap): ClientBootstrap => ({ ...bootstrap, config: { ...bootstrap.config, "ui.editContentTimeout": 3600 } });

async function renderThread(comments: Comment[], bootstrap: ClientBootstrap, routes: Record<string, TestApiRoute> = {}, extra: Record<string, unknown> = {}) {
  const api = testApi(routes);
  await renderWidget(
    "CommentThreadAsset",
    { title: "Comments", discussion: aDiscussion(), comments, paging: { page: 1, limit: 30, total: comments.length }, sort: "dateInserted", ...extra },
    { bootstrap: withTimeout(bootstrap), apiClient: api.client },
  );
  await screen.findByRole("heading", { level: 2, name: "Comments" });
  return { api, user: userEvent.setup() };
}

const optionsOf = (commentID: number) =>
  within(document.getElementById(`Comment_${commentID}`) as HTMLElement).queryByRole("button", { name: "Comment Options" });
async function menuItems(user: ReturnType<typeof userEvent.setup>, commentID: number): Promise<string[]> {
  const button = await waitFor(() => {
    const found = optionsOf(commentID);
    if (!found) throw new Error("no options");
    return found;
  });
  await user.click(button);
  return screen.getAllByRole("menuitem").map((item) => item.textContent ?? "");
}

describe("a comment's own controls: who is offered them", () => {
  it("offers the author Edit with the time left and Delete while the window is open, and nothing on others' comments", async () => {
    const { user } = await renderThread([own(), alices()], asMember());
    expect(await menuItems(user, 100)).toEqual(["Edit50 minutes left", "Delete"]);
    // The log link is the moderators'.
    expect(screen.queryByRole("menuitem", { name: "Deleted Comments" })).toBeNull();
    expect(optionsOf(101)).toBeNull();
  });

  it("offers the author nothing once the window has shut", async () => {
    const { user } = await renderThread([own({ dateInserted: minutesAgo(61) }), own({ commentID: 102, dateInserted: minutesAgo(1) })], asMember());
    // The fresh one's menu shows that the controls have loaded; the old one's decided it has nothing.
    expect(await menuItems(user, 102)).toEqual(["Edit59 minutes left", "Delete"]);
    expect(optionsOf(100)).toBeNull();
  });

  it("shuts the author's own window when the discussion is closed", async () => {
    // A member who may also delete comments: the menu then shows whether the window is open.
    const permissions = {
      isAdmin: false,
      permissions: [{ type: "global" as const, permissions: { "discussions.view": true, "comments.add": true, "comments.delete": true } }],
    };
    const api = testApi({});
    await renderWidget(
      "CommentThreadAsset",
      { title: "Comments", discussion: aDiscussion({ closed: true }), comments: [own()], paging: { page: 1, limit: 30, total: 1 }, sort: "dateInserted" },
      { bootstrap: withTimeout(asMember({ permissions })), apiClient: api.client },
    );
    expect(await menuItems(userEvent.setup(), 100)).toEqual(["Delete"]);
  });

  it("offers a guest nothing", async () => {
    await renderThread([own(), alices()], guestBootstrap());
    expect(optionsOf(100)).toBeNull();
    expect(optionsOf(101)).toBeNull();
  });

  it("offers a moderator Edit and Delete on anyone's comment at any age, and the log of the discussion's deleted comments", async () => {
    const { user } = await renderThread([alices({ dateInserted: "2020-01-01T00:00:00.000Z" })], asModerator());
    expect(await menuItems(user, 101)).toEqual(["Edit", "Delete", "Deleted Comments"]);
    expect(screen.getByRole("menuitem", { name: "Deleted Comments" }).getAttribute("href")).toBe(
      "/log/filter?parentRecordID=7&recordType=comment&operation=delete",
    );
  });
});

describe("deleting a comment", () => {
  it("asks first, then takes the comment out at once, leaving a tombstone where a later comment follows it", async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    const { api, user } = await renderThread([own(), alices()], asModerator(), {
      "DELETE /api/v2/comments/100": () => new Promise((resolve) => (answer = resolve)),
    });
    await menuItems(user, 100);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Comment" });
    expect(within(dialog).getByText("Are you sure you want to delete this comment?")).toBeTruthy();
    const deletes = () => api.requests.filter((r) => r.method === "DELETE").map((r) => r.path);
    expect(deletes()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    // Before the server answers: the comment's text is gone, its place kept as a tombstone.
    const place = await waitFor(() => {
      const item = document.getElementById("Comment_100");
      if (!item?.textContent?.includes("This comment has been deleted.")) throw new Error("not yet");
      return item;
    });
    expect(place.textContent).not.toContain("fine");
    expect(deletes()).toEqual(["/api/v2/comments/100"]);
    answer({ status: 204 });
    expect(document.getElementById("Comment_101")?.textContent).toContain("Alice says hi");
  });

  it("takes the last comment out entirely, and puts it back with a persistent toast when the server refuses", async () => {
    const { user } = await renderThread([alices(), own({ dateInserted: minutesAgo(1) })], asMember(), {
      "DELETE /api/v2/comments/100": () => ({ status: 403, body: { message: "You don't have permission to do that.", status: 403 } }),
    });
    await menuItems(user, 100);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete Comment" })).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("You don't have permission to do that.")).toBeTruthy();
    // Back as it was, with its controls.
    await waitFor(() => expect(document.getElementById("Comment_100")?.textContent).toContain("fine"));
    expect(screen.queryByText("This comment has been deleted.")).toBeNull();
  });
});

describe("editing a comment in place", () => {
  it("edits the stored text and shows the server's answer; Cancel puts the comment back", async () => {
    const { api, user } = await renderThread([own()], asMember(), {
      "GET /api/v2/comments/100": () => ({ status: 200, body: { ...own(), bodyRaw: "A fine reply", format: "text" } }),
      "PATCH /api/v2/comments/100": (request) => ({
        status: 200,
        body: { ...own(), body: `<p>${(request.body as { body: string }).body}</p>`, dateUpdated: NOW.toISOString() },
      }),
    });
    await menuItems(user, 100);
    await user.click(screen.getByRole("menuitem", { name: /^Edit/ }));
    const form = await screen.findByRole("form", { name: "Edit Comment" });
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit Comment" })).toBeNull());
    expect(document.getElementById("Comment_100")?.textContent).toContain("A fine reply");

    await menuItems(user, 100);
    await user.click(screen.getByRole("menuitem", { name: /^Edit/ }));
    const box = (await screen.findByRole("textbox", { name: "Comment" })) as HTMLTextAreaElement;
    expect(box.value).toBe("A fine reply");
    await user.clear(box);
    await user.type(box, "Better words");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit Comment" })).toBeNull());
    expect(document.getElementById("Comment_100")?.textContent).toContain("Better words");
    expect(api.requests.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([{ body: "Better words", format: "text" }]);
  });

  it("keeps the editor and what was typed when the server refuses, with its message on the field", async () => {
    await renderThread([own()], asMember(), {
      "GET /api/v2/comments/100": () => ({ status: 200, body: { ...own(), bodyRaw: "A fine reply", format: "text" } }),
      "PATCH /api/v2/comments/100": () => ({
        status: 422,
        body: { message: "Validation failed.", status: 422, errors: { body: [{ message: "The body is too long.", code: "tooLong" }] } },
      }),
    }).then(async ({ user }) => {
      await menuItems(user, 100);
      await user.click(screen.getByRole("menuitem", { name: /^Edit/ }));
      const box = (await screen.findByRole("textbox", { name: "Comment" })) as HTMLTextAreaElement;
      await user.type(box, " and more");
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText("The body is too long.")).toBeTruthy();
      expect(box.value).toBe("A fine reply and more");
    });
  });

  it("edits a rich2 comment in the rich editor", async () => {
    const rich = JSON.stringify([{ type: "p", children: [{ text: "Rich words" }] }]);
    const { user } = await renderThread([own({ format: "rich2" })], asMember(), {
      "GET /api/v2/comments/100": () => ({ status: 200, body: { ...own(), bodyRaw: rich, format: "rich2" } }),
    });
    await menuItems(user, 100);
    await user.click(screen.getByRole("menuitem", { name: /^Edit/ }));
    const form = await screen.findByRole("form", { name: "Edit Comment" });
    await waitFor(() => expect(form.querySelector("[contenteditable='true']")?.textContent).toContain("Rich words"));
  });
});

describe("tombstones in the thread (spec §3)", () => {
  const tombstones = [{ commentID: 99, dateInserted: minutesAgo(20), nextCommentID: 100 }];

  it("shows a deleted comment before the comment that followed it, oldest first, with neither author nor text", async () => {
    await renderThread([own(), alices()], guestBootstrap(), {}, { tombstones });
    const items = screen.getAllByRole("listitem").filter((li) => li.id.startsWith("Comment_"));
    expect(items.map((li) => li.id)).toEqual(["Comment_99", "Comment_100", "Comment_101"]);
    expect(items[0]?.textContent).toContain("This comment has been deleted.");
    expect(items[0]?.querySelector("a")).toBeNull();
  });

  it("shows it after that comment newest first", async () => {
    await renderThread([alices(), own()], guestBootstrap(), {}, { tombstones, sort: "-dateInserted" });
    const items = screen.getAllByRole("listitem").filter((li) => li.id.startsWith("Comment_"));
    expect(items.map((li) => li.id)).toEqual(["Comment_101", "Comment_100", "Comment_99"]);
  });
});
