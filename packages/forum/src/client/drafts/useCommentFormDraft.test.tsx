import "@quorum/editor/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WidgetNodeRenderer } from "@quorum/core";
import type { ApiClient } from "@quorum/core";
import { memberBootstrap, renderWithApp } from "@quorum/core/testing";
import forum from "../index";
import { aComment, aDiscussion, ALICE } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";
import { DRAFT_STORE_KEY } from "./DraftStore";
import type { LocalDraft } from "./LocalDraft";
import { aDraft, draftsTestApi } from "./testing/draftsTestApi";

const BOX = { discussionID: 7, categoryID: 1, closed: false };
const PAGE = "/discussion/7/hello-world";
const rich = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

function stored(): LocalDraft[] {
  return Object.values(JSON.parse(localStorage.getItem(DRAFT_STORE_KEY) ?? "{}") as Record<string, LocalDraft>);
}

function renderCommentBox(apiClient: ApiClient) {
  return renderWidget("CreateCommentAsset", BOX, { bootstrap: memberBootstrap(), url: PAGE, apiClient });
}

/** The thread (for its Reply buttons) and the comment box, as a post page has them. */
async function renderThreadAndBox(apiClient: ApiClient) {
  const discussion = aDiscussion();
  const comments = [aComment({ commentID: 100 }), aComment({ commentID: 101, insertUserID: ALICE.userID, insertUser: ALICE })];
  renderWithApp(
    <>
      <WidgetNodeRenderer node={{ $reactComponent: "CommentThreadAsset", $reactProps: { discussion, comments, paging: { page: 1, limit: 30, total: 2 } } }} />
      <WidgetNodeRenderer node={{ $reactComponent: "CreateCommentAsset", $reactProps: BOX }} />
    </>,
    { addons: [forum], bootstrap: memberBootstrap(), url: PAGE, apiClient },
  );
  const box = await screen.findByRole("textbox", { name: "Comment" });
  const replyTo = async (id: number) =>
    within(
      await waitFor(() => {
        const found = document.getElementById(`Comment_${id}`);
        if (!found) throw new Error("not yet");
        return found;
      }),
    ).getByRole("button", { name: "Reply" });
  return { box, replyTo, user: userEvent.setup() };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the comment box's draft", () => {
  it("restores what was typed after a reload, from this browser, and pushes it up to the server", async () => {
    const api = draftsTestApi();
    const first = await renderCommentBox(api.client);
    fireEvent.change(await screen.findByRole("textbox", { name: "Comment" }), { target: { value: "Half a thought" } });
    expect(stored().map((draft) => draft.attributes.body)).toEqual([rich("Half a thought")]);
    // Gone before the 5 s autosave: only this browser has it.
    first.unmount();
    expect(api.calls()).toEqual(["GET /drafts"]);

    await renderCommentBox(api.client);
    const box = (await screen.findByRole("textbox", { name: "Comment" })) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe("Half a thought"));
    await waitFor(() => expect(api.calls()).toEqual(["GET /drafts", "GET /drafts", "POST /drafts"]));
    expect(api.drafts.get(1)?.attributes.body).toBe(rich("Half a thought"));
  });

  it("restores a draft saved from another device", async () => {
    const api = draftsTestApi([
      aDraft({ draftID: 4, attributes: { body: rich("Started on my phone"), format: "rich2", lastSaved: "2026-11-20T10:00:00.000Z" } }),
    ]);
    await renderCommentBox(api.client);
    const box = (await screen.findByRole("textbox", { name: "Comment" })) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe("Started on my phone"));
    expect(api.requests[0]?.url.search).toBe("?recordType=comment&parentRecordType=discussion&parentRecordID=7&draftStatus=draft&limit=20");
  });

  it("saves to the server 5 s after typing stops, but never a comment with no body", async () => {
    const api = draftsTestApi();
    await renderCommentBox(api.client);
    const box = await screen.findByRole("textbox", { name: "Comment" });
    await waitFor(() => expect(api.calls()).toEqual(["GET /drafts"]));
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: "   \n  " } });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.calls()).toEqual(["GET /drafts"]);
    expect(localStorage.getItem(DRAFT_STORE_KEY)).toBeNull();

    fireEvent.change(box, { target: { value: "Worth keeping" } });
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(api.calls()).toEqual(["GET /drafts"]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts"]);
    expect(api.requests.at(-1)?.body).toMatchObject({
      recordType: "comment",
      parentRecordType: "discussion",
      parentRecordID: 7,
      attributes: { body: rich("Worth keeping"), format: "rich2" },
    });
  });

  it("deletes both copies once the comment is posted", async () => {
    const api = draftsTestApi([aDraft({ draftID: 4, attributes: { body: rich("Ready to go"), format: "rich2" } })], {
      "POST /api/v2/comments": () => ({ status: 201, body: aComment({ commentID: 55 }) }),
    });
    await renderCommentBox(api.client);
    const box = (await screen.findByRole("textbox", { name: "Comment" })) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe("Ready to go"));
    await userEvent.setup().click(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/discussion/comment/55#Comment_55"));
    await waitFor(() => expect(api.calls()).toContain("DELETE /drafts/4"));
    expect(api.drafts.size).toBe(0);
    expect(localStorage.getItem(DRAFT_STORE_KEY)).toBeNull();
  });

  it("keeps the text and its draft, and shows the failure, when the network is down", async () => {
    const api = draftsTestApi([], {
      "POST /api/v2/comments": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await renderCommentBox(api.client);
    const box = (await screen.findByRole("textbox", { name: "Comment" })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "Sent from a tunnel" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Post Comment" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong while contacting the server.");
    expect(box.value).toBe("Sent from a tunnel");
    expect(stored().map((draft) => draft.attributes.body)).toEqual([rich("Sent from a tunnel")]);
  });
});

describe("replying while a comment is unposted ('Discard Draft')", () => {
  it("asks before a reply discards the unposted draft; Cancel keeps it, Discard deletes it and starts the reply", async () => {
    const api = draftsTestApi();
    const { box, replyTo, user } = await renderThreadAndBox(api.client);
    fireEvent.change(box, { target: { value: "My unposted words" } });
    await user.click(await replyTo(101));

    const dialog = await screen.findByRole("dialog", { name: "Discard Draft" });
    expect(dialog.textContent).toContain("You have an unposted draft, replying to this comment will discard your draft.");
    expect(dialog.textContent).toContain("Are you sure you want to discard it?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getByRole("textbox", { name: "Comment" }) as HTMLTextAreaElement).value).toBe("My unposted words");

    await user.click(await replyTo(101));
    await user.click(within(await screen.findByRole("dialog", { name: "Discard Draft" })).getByRole("button", { name: "Discard" }));
    // The reply starts in an emptied box: a mention of the author, as a reply to comment 101.
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Comment" }).textContent ?? "").replace(/\uFEFF/g, "")).toBe("@Alice "));
    const form = screen.getByRole("form", { name: "Leave a comment" }) as HTMLFormElement;
    expect(new FormData(form).get("commentParentID")).toBe("101");
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]?.attributes.body).not.toContain("unposted");
    expect(stored()[0]?.attributes.draftMeta).toEqual({ commentParentID: 101 });

    // A reply is no unposted draft: replying elsewhere does not ask.
    await user.click(await replyTo(100));
    await waitFor(() => expect(new FormData(form).get("commentParentID")).toBe("100"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not ask with an empty box", async () => {
    const { replyTo, user } = await renderThreadAndBox(draftsTestApi().client);
    await user.click(await replyTo(101));
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Comment" }).textContent ?? "").replace(/\uFEFF/g, "")).toBe("@Alice "));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
