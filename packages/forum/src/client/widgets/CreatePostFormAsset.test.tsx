import "@quorum/editor/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { defineWidget } from "@quorum/api";
import { defineAddon } from "@quorum/core";
import { memberBootstrap, testApi } from "@quorum/core/testing";
import forum from "../index";
import { forumPostTypes, type PostTypeFieldsProps } from "../../contract";
import { typeIntoRichEditor } from "@quorum/editor/testing";
import { aDiscussion } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";

const categories = [
  { categoryID: 1, name: "General", depth: 1 },
  { categoryID: 3, name: "Help", depth: 1 },
  { categoryID: 4, name: "Installation", depth: 2 },
];

/** The rich2 body the editor posts for one line of plain text. */
const rich = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

function accessibleDescription(element: HTMLElement): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("CreatePostFormAsset", () => {
  it("preselects the category of the address and lists the choices indented", async () => {
    await renderWidget(
      "CreatePostFormAsset",
      { title: "Create Post", postType: "discussion", category: { categoryID: 3 }, categories },
      { bootstrap: memberBootstrap() },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Create Post" })).toBeTruthy();
    const select = screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement;
    expect(select.value).toBe("3");
    expect([...select.options].map((o) => o.textContent)).toEqual(["Select a category", "General", "Help", "\u00a0\u00a0Installation"]);
  });

  it("shows the API's field errors next to their fields and keeps what was typed", async () => {
    const api = testApi({
      "POST /api/v2/discussions": () => ({
        status: 422,
        body: {
          message: "Validation failed.",
          status: 422,
          errors: {
            name: [{ message: "name must be at most 100 characters.", code: "maxLength", field: "name" }],
            body: [{ message: "body is required.", code: "missingField", field: "body" }],
          },
        },
      }),
    });
    await renderWidget("CreatePostFormAsset", { postType: "discussion", categories }, { bootstrap: memberBootstrap(), apiClient: api.client });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "A title");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "1");
    await typeIntoRichEditor(user, "Body", "Hi");
    await user.click(screen.getByRole("button", { name: "Post Discussion" }));

    const title = screen.getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(accessibleDescription(title)).toBe("name must be at most 100 characters.");
    expect(accessibleDescription(screen.getByRole("textbox", { name: "Body" }))).toBe("body is required.");
    expect(screen.getByRole("combobox", { name: "Category" }).getAttribute("aria-invalid")).toBeNull();
    expect((title as HTMLInputElement).value).toBe("A title");
    expect(api.requests.at(-1)?.body).toEqual({ name: "A title", body: rich("Hi"), format: "rich2", categoryID: 1 });
  });

  it("asks for a category before sending anything", async () => {
    const api = testApi();
    await renderWidget("CreatePostFormAsset", { postType: "discussion", categories }, { bootstrap: memberBootstrap(), apiClient: api.client });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Post Discussion" }));
    expect(accessibleDescription(screen.getByRole("combobox", { name: "Category" }))).toBe("Select a category.");
    // Only the form's draft lookups (its saved drafts), no post.
    expect(api.requests.filter((r) => !r.path.startsWith("/api/v2/drafts"))).toEqual([]);
  });

  it("shows a failure that names no field as an error message", async () => {
    const api = testApi({ "POST /api/v2/discussions": () => ({ status: 403, body: { message: "Permission denied.", status: 403 } }) });
    await renderWidget(
      "CreatePostFormAsset",
      { postType: "discussion", category: { categoryID: 1 }, categories },
      { bootstrap: memberBootstrap(), apiClient: api.client },
    );
    const user = userEvent.setup();
    await typeIntoRichEditor(user, "Body", "Hi");
    await user.click(await screen.findByRole("button", { name: "Post Discussion" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Permission denied.");
  });

  it("edits a discussion: filled in, saved with PATCH in its own format, then back to the discussion", async () => {
    const api = testApi({
      "PATCH /api/v2/discussions/42": (request) => ({ status: 200, body: aDiscussion({ discussionID: 42, ...(request.body as { name: string }) }) }),
    });
    const discussion = { discussionID: 42, name: "Old title", body: "Some **markdown**", format: "markdown", categoryID: 3 };
    await renderWidget(
      "CreatePostFormAsset",
      { title: "Edit Discussion", postType: "discussion", category: { categoryID: 3 }, categories, discussion },
      {
        bootstrap: memberBootstrap(),
        apiClient: api.client,
        url: "/post/editdiscussion/42",
      },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Discussion" })).toBeTruthy();
    const title = screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement;
    expect(title.value).toBe("Old title");
    expect((screen.getByRole("textbox", { name: "Body" }) as HTMLTextAreaElement).value).toBe("Some **markdown**");
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe("3");

    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, "New title");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/discussion/42/new-title"));
    const saves = api.requests.filter((r) => !r.path.startsWith("/api/v2/drafts"));
    expect(saves.map((r) => `${r.method} ${r.path}`)).toEqual(["PATCH /api/v2/discussions/42"]);
    expect(saves[0]?.body).toEqual({ name: "New title", body: "Some **markdown**", format: "markdown", categoryID: 3 });
  });

  it("goes to the new discussion when it is created", async () => {
    const api = testApi({
      "POST /api/v2/discussions": (request) => ({ status: 201, body: aDiscussion({ discussionID: 42, name: (request.body as { name: string }).name }) }),
    });
    await renderWidget(
      "CreatePostFormAsset",
      { postType: "discussion", category: { categoryID: 1 }, categories },
      { bootstrap: memberBootstrap(), apiClient: api.client, url: "/post/discussion/1" },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "My first post");
    await typeIntoRichEditor(user, "Body", "Hello everyone");
    await user.click(screen.getByRole("button", { name: "Post Discussion" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/discussion/42/my-first-post"));
    expect(api.requests.at(-1)?.body).toEqual({ name: "My first post", body: rich("Hello everyone"), format: "rich2", categoryID: 1 });
  });

  it("offers a post type only in the categories that take it, posting a discussion where the chosen one does not", async () => {
    const ideas = defineAddon({ key: "ideas", extend: [forumPostTypes.with({ type: "idea", label: "New Idea", order: 20 })] });
    const choices = [
      { categoryID: 1, name: "General", depth: 1, allowedDiscussionTypes: ["discussion"] },
      { categoryID: 5, name: "Ideas", depth: 1, allowedDiscussionTypes: ["discussion", "idea"] },
    ];
    await renderWidget(
      "CreatePostFormAsset",
      { postType: "idea", category: { categoryID: 5 }, categories: choices },
      { bootstrap: memberBootstrap(), addons: [forum, ideas], url: "/post/idea/5" },
    );
    const chooser = await screen.findByRole("group", { name: "Post Type" });
    expect((within(chooser).getByRole("radio", { name: "New Idea" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().selectOptions(screen.getByRole("combobox", { name: "Category" }), "1");
    // One type left: nothing to choose, and the post goes as a discussion.
    expect(screen.queryByRole("group", { name: "Post Type" })).toBeNull();
    expect(screen.queryByRole("radio", { name: "New Idea" })).toBeNull();
  });

  it("sends a post type's own fields with the post in one request, showing each side's errors at its fields", async () => {
    // An add-on's post type with fields of its own, as Polls' (its question is `name` too).
    function QuestionField({ onChange, error }: PostTypeFieldsProps) {
      const message = error?.fieldErrors("name")[0]?.message;
      return (
        <label>
          Question
          <input onChange={(event) => onChange({ name: event.target.value, options: ["a", "b"] })} />
          {message && <span role="note">{message}</span>}
        </label>
      );
    }
    const addon = defineAddon({
      key: "pollish",
      widgets: [defineWidget<PostTypeFieldsProps>({ id: "test.question", component: "QuestionField" }).client(async () => ({ default: QuestionField }))],
      extend: [forumPostTypes.with({ type: "poll", label: "New Poll", order: 20, fields: { endpoint: "/polls", component: "QuestionField" } })],
    });
    let answer = { status: 422, body: {} as unknown };
    const api = testApi({ "POST /api/v2/polls": () => answer });
    await renderWidget(
      "CreatePostFormAsset",
      { postType: "poll", category: { categoryID: 1 }, categories },
      { bootstrap: memberBootstrap(), apiClient: api.client, url: "/post/poll/1", addons: [forum, addon] },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Pick one");
    await typeIntoRichEditor(user, "Body", "Vote");
    await user.type(await screen.findByRole("textbox", { name: "Question" }), "Which?");
    answer = {
      status: 422,
      body: {
        message: "Validation failed.",
        status: 422,
        errors: {
          "discussion.name": [{ message: "The title is taken.", code: "invalid", field: "discussion.name" }],
          name: [{ message: "The question is too vague.", code: "invalid", field: "name" }],
        },
      },
    };
    await user.click(screen.getByRole("button", { name: "Post Discussion" }));
    const title = screen.getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(accessibleDescription(title)).toBe("The title is taken."));
    expect(screen.getByRole("note").textContent).toBe("The question is too vague.");
    expect(screen.queryByText("Validation failed.")).toBeNull();

    answer = { status: 201, body: { pollID: 5, discussionID: 42 } };
    await user.click(screen.getByRole("button", { name: "Post Discussion" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/discussion/42/pick-one"));
    const posts = api.requests.filter((r) => r.method === "POST" && !r.path.startsWith("/api/v2/drafts"));
    expect(posts.map((r) => r.path)).toEqual(["/api/v2/polls", "/api/v2/polls"]);
    expect(posts[1]?.body).toEqual({
      discussion: { name: "Pick one", body: rich("Vote"), format: "rich2", categoryID: 1 },
      name: "Which?",
      options: ["a", "b"],
    });
  });
});
