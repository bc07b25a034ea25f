import "@quorum/editor/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { WidgetNodeRenderer } from "@quorum/core";
import { memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import type { ApiClient } from "@quorum/core";
import { placeCaret, typeKeys } from "@quorum/editor/testing";
import forum from "../index";
import { aComment, aDiscussion, ALICE } from "../testing/fixtures";

const discussion = aDiscussion({ bodyHtml: "<p>Welcome, <em>everyone</em>.</p>" });
const comments = [aComment({ commentID: 100 }), aComment({ commentID: 101, insertUserID: ALICE.userID, insertUser: ALICE, body: "<p>Me too</p>" })];

/** A post page as the layout puts it together: the original post, the thread and the comment box, three widgets. */
async function renderPostPage(apiClient?: ApiClient) {
  renderWithApp(
    <>
      <WidgetNodeRenderer node={{ $reactComponent: "OriginalPostAsset", $reactProps: { discussion } }} />
      <WidgetNodeRenderer node={{ $reactComponent: "CommentThreadAsset", $reactProps: { discussion, comments, paging: { page: 1, limit: 30, total: 2 } } }} />
      <WidgetNodeRenderer node={{ $reactComponent: "CreateCommentAsset", $reactProps: { discussionID: 7, categoryID: 1, closed: false } }} />
    </>,
    { addons: [forum], bootstrap: memberBootstrap(), url: "/discussion/7/hello-world", ...(apiClient ? { apiClient } : {}) },
  );
  const box = await screen.findByRole("textbox", { name: "Comment" });
  const comment = async (id: number) =>
    within(
      await waitFor(() => {
        const found = document.getElementById(`Comment_${id}`);
        if (!found) throw new Error("not yet");
        return found;
      }),
    );
  /** The rich editor, once Quote or Reply has loaded it in place of the light text box. */
  const editor = () =>
    waitFor(() => {
      const found = screen.getByRole("textbox", { name: "Comment" });
      if (found.tagName !== "DIV") throw new Error("editor not loaded yet");
      return found;
    });
  return { box, comment, editor, user: userEvent.setup() };
}

/** What the editor shows, without Slate's zero-width placeholders around inline elements. */
const visible = (element: HTMLElement) => (element.textContent ?? "").replace(/\uFEFF/g, "");

const quote = (url: string, name: string, ...lines: string[]) => ({
  type: "blockquote",
  children: [
    { type: "blockquote-line", children: [{ text: "" }, { type: "a", url, children: [{ text: name, bold: true }, { text: " wrote:" }] }, { text: "" }] },
    ...lines.map((text) => ({ type: "blockquote-line", children: [{ text }] })),
  ],
});

describe("Quote and Reply", () => {
  it("quotes a comment into the comment editor as a quote of its author and text, focused, and posts it as rich2", async () => {
    const api = testApi({ "POST /api/v2/comments": () => ({ status: 201, body: aComment({ commentID: 55 }) }) });
    const { box, comment, editor, user } = await renderPostPage(api.client);
    fireEvent.change(box, { target: { value: "Hello" } });
    await user.click((await comment(100)).getByRole("button", { name: "Quote" }));
    const rich = await editor();
    await waitFor(() => expect(visible(rich)).toContain("Bob wrote:A fine reply"));
    await waitFor(() => expect(document.activeElement).toBe(rich));

    await placeCaret(rich);
    await typeKeys(user, "Agreed.");
    await user.click(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(() => expect(api.requests.at(-1)?.body).toMatchObject({ discussionID: 7, format: "rich2" }));
    expect(JSON.parse((api.requests.at(-1)?.body as { body: string }).body)).toEqual([
      { type: "p", children: [{ text: "Hello" }] },
      quote("/discussion/comment/100#Comment_100", "Bob", "A fine reply"),
      { type: "p", children: [{ text: "Agreed." }] },
    ]);
  });

  it("quotes the original post", async () => {
    const api = testApi({ "POST /api/v2/comments": () => ({ status: 201, body: aComment({ commentID: 55 }) }) });
    const { user } = await renderPostPage(api.client);
    const post = (await screen.findByRole("heading", { level: 1, name: "Hello world" })).closest("article") as HTMLElement;
    await user.click(within(post).getByRole("button", { name: "Quote" }));
    await waitFor(() => expect(visible(screen.getByRole("textbox", { name: "Comment" }))).toContain("Alice wrote:Welcome, everyone."));
    await user.click(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(() => expect(api.requests.at(-1)?.method).toBe("POST"));
    expect(JSON.parse((api.requests.at(-1)?.body as { body: string }).body)).toEqual([quote("/discussion/7/hello-world", "Alice", "Welcome, everyone.")]);
  });

  it("replies with a mention of the author and records the comment replied to", async () => {
    const { comment, editor, user } = await renderPostPage();
    await user.click((await comment(101)).getByRole("button", { name: "Reply" }));
    const rich = await editor();
    await waitFor(() => expect(visible(rich)).toBe("@Alice "));
    await waitFor(() => expect(document.activeElement).toBe(rich));
    const form = screen.getByRole("form", { name: "Leave a comment" }) as HTMLFormElement;
    expect(new FormData(form).get("commentParentID")).toBe("101");
    // Replying twice to the same author does not mention them twice.
    await user.click((await comment(101)).getByRole("button", { name: "Reply" }));
    expect(visible(rich)).toBe("@Alice ");
  });
});
