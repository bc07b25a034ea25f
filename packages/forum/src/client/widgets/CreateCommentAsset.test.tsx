import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { guestBootstrap, memberBootstrap, moderatorBootstrap, testApi } from "@quorum/core/testing";
import type { TestApiAnswer } from "@quorum/core/testing";
import { aComment } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";

const OPEN_IN_CATEGORY_1 = { discussionID: 7, categoryID: 1, closed: false };
const PAGE = "/discussion/7/hello-world";
/** The rich2 body a comment of plain text is posted as. */
const rich = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

describe("CreateCommentAsset", () => {
  it("shows a guest a sign-in prompt that comes back here, and no comment form", async () => {
    await renderWidget("CreateCommentAsset", OPEN_IN_CATEGORY_1, { bootstrap: guestBootstrap(), url: PAGE });
    const signIn = await screen.findByRole("link", { name: "Sign In" });
    expect(signIn.getAttribute("href")).toBe("/entry/signin?Target=%2Fdiscussion%2F7%2Fhello-world");
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/entry/register");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Post Comment" })).toBeNull();
  });

  it("shows nothing to a member without comments.add in the discussion's category", async () => {
    await renderWidget("CreateCommentAsset", { discussionID: 8, categoryID: 2, closed: false }, { bootstrap: memberBootstrap(), url: PAGE });
    // Let the (already loaded) widget settle; then there must be neither a form nor a prompt.
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it("gives a member holding comments.add in the category a comment form", async () => {
    await renderWidget("CreateCommentAsset", OPEN_IN_CATEGORY_1, { bootstrap: memberBootstrap(), url: PAGE });
    expect(await screen.findByRole("textbox", { name: "Comment" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Post Comment" })).toBeTruthy();
  });

  it("needs discussions.close to comment in a closed discussion", async () => {
    const closed = { ...OPEN_IN_CATEGORY_1, closed: true };
    const member = await renderWidget("CreateCommentAsset", closed, { bootstrap: memberBootstrap(), url: PAGE });
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(screen.queryByRole("textbox")).toBeNull();
    member.unmount();

    await renderWidget("CreateCommentAsset", closed, { bootstrap: moderatorBootstrap(), url: PAGE });
    expect(await screen.findByRole("textbox", { name: "Comment" })).toBeTruthy();
  });

  it("keeps the text and shows the error when posting fails, busy while in flight", async () => {
    let answer: (value: TestApiAnswer) => void = () => undefined;
    const api = testApi({
      "POST /api/v2/comments": () => new Promise<TestApiAnswer>((resolve) => (answer = resolve)),
    });
    await renderWidget("CreateCommentAsset", OPEN_IN_CATEGORY_1, { bootstrap: memberBootstrap(), url: PAGE, apiClient: api.client });
    const user = userEvent.setup();
    // Typed into the light text box the editor's chunk replaces (no focus: the chunk stays unloaded).
    const box = await screen.findByRole("textbox", { name: "Comment" });
    fireEvent.change(box, { target: { value: "My thoughtful reply" } });
    await user.click(screen.getByRole("button", { name: "Post Comment" }));

    const button = screen.getByRole("button", { name: "Post Comment" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(true));
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(api.requests.at(-1)?.body).toEqual({ discussionID: 7, body: rich("My thoughtful reply"), format: "rich2" });

    await act(async () => answer({ status: 403, body: { message: "This discussion has been closed.", status: 403 } }));
    expect((await screen.findByRole("alert")).textContent).toContain("This discussion has been closed.");
    expect((screen.getByRole("textbox", { name: "Comment" }) as HTMLTextAreaElement).value).toBe("My thoughtful reply");
    expect(screen.getByRole("button", { name: "Post Comment" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByTestId("location").textContent).toBe(PAGE);
  });

  it("says an empty comment needs a body, sending nothing", async () => {
    const api = testApi({ "POST /api/v2/comments": () => ({ status: 201, body: aComment({ commentID: 55 }) }) });
    await renderWidget("CreateCommentAsset", OPEN_IN_CATEGORY_1, { bootstrap: memberBootstrap(), url: PAGE, apiClient: api.client });
    fireEvent.change(await screen.findByRole("textbox", { name: "Comment" }), { target: { value: "  \n " } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Comment" }).getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Body is required.")).toBeTruthy();
    expect(api.requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("shows the body's field error from the server next to the box", async () => {
    const api = testApi({
      "POST /api/v2/comments": () => ({
        status: 422,
        body: {
          message: "Validation failed.",
          status: 422,
          errors: { body: [{ message: "The body is not valid rich2 content.", code: "invalidFormat", field: "body" }] },
        },
      }),
    });
    await renderWidget("CreateCommentAsset", OPEN_IN_CATEGORY_1, { bootstrap: memberBootstrap(), url: PAGE, apiClient: api.client });
    fireEvent.change(await screen.findByRole("textbox", { name: "Comment" }), { target: { value: "Hi" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Comment" }).getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("The body is not valid rich2 content.")).toBeTruthy();
  });

  it("clears the box and goes to the new comment when posting succeeds", async () => {
    const api = testApi({
      "POST /api/v2/comments": (request) => ({
        status: 201,
        body: aComment({ commentID: 55, body: `<p>${String((request.body as { body: string }).body)}</p>` }),
      }),
    });
    await renderWidget("CreateCommentAsset", OPEN_IN_CATEGORY_1, { bootstrap: memberBootstrap(), url: PAGE, apiClient: api.client });
    const user = userEvent.setup();
    fireEvent.change(await screen.findByRole("textbox", { name: "Comment" }), { target: { value: "Nice!" } });
    await user.click(screen.getByRole("button", { name: "Post Comment" }));
    expect(api.requests.at(-1)?.body).toEqual({ discussionID: 7, body: rich("Nice!"), format: "rich2" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/discussion/comment/55#Comment_55"));
    expect((screen.getByRole("textbox", { name: "Comment" }) as HTMLTextAreaElement).value).toBe("");
  });
});
