import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineWidget } from "@quorum/api";
import { defineAddon, type ApiClient } from "@quorum/core";
import { memberBootstrap } from "@quorum/core/testing";
import { forumPostTypes, type PostTypeFieldsProps } from "../../contract";
import forum from "../index";
import { fixtureAddon } from "../testing/fixtureAddon";
import { aDiscussion } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";
import { DRAFT_STORE_KEY } from "./DraftStore";
import type { LocalDraft } from "./LocalDraft";
import { aDraft, draftsTestApi } from "./testing/draftsTestApi";

const categories = [
  { categoryID: 1, name: "General", depth: 1 },
  { categoryID: 3, name: "Support", depth: 1 },
];
const rich = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

function stored(): Record<string, LocalDraft> {
  return JSON.parse(localStorage.getItem(DRAFT_STORE_KEY) ?? "{}") as Record<string, LocalDraft>;
}

function renderForm(apiClient: ApiClient, props: Record<string, unknown> = {}, url = "/post/discussion/1") {
  return renderWidget(
    "CreatePostFormAsset",
    { postType: "discussion", category: { categoryID: 1 }, categories, ...props },
    { bootstrap: memberBootstrap(), apiClient, url, addons: [forum, fixtureAddon] },
  );
}

const title = async () => (await screen.findByRole("textbox", { name: "Title" })) as HTMLInputElement;

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the post form's draft", () => {
  it("keeps every change locally at once and saves it to the server 5 s later, re-keyed to the server's id", async () => {
    const api = draftsTestApi();
    await renderForm(api.client);
    const name = await title();
    await waitFor(() => expect(api.calls()).toEqual(["GET /drafts"]));
    vi.useFakeTimers();
    fireEvent.change(name, { target: { value: "Plans for the meetup" } });
    expect(stored()["discussion:category:1"]?.attributes).toMatchObject({
      name: "Plans for the meetup",
      draftMeta: { name: "Plans for the meetup", categoryID: 1, postTypeID: "discussion" },
    });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts"]);
    expect(api.requests.at(-1)?.body).toMatchObject({ recordType: "discussion", recordID: null, parentRecordType: "category", parentRecordID: 1 });
    expect(Object.keys(stored())).toEqual(["1"]);

    // Another category chosen: the draft moves with it.
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), { target: { value: "3" } });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts", "PATCH /drafts/1"]);
    expect(api.requests.at(-1)?.body).toMatchObject({ parentRecordType: "category", parentRecordID: 3, attributes: { draftMeta: { categoryID: 3 } } });
  });

  it("keeps a post type's own fields in the draft (draftMeta.postMeta), and a resumed draft gives them back to the type's fields", async () => {
    // An add-on's post type with fields of its own, as Polls': its question and options.
    function QuestionField({ onChange, initial }: PostTypeFieldsProps) {
      return (
        <label>
          Question
          <input
            defaultValue={typeof initial?.name === "string" ? initial.name : ""}
            onChange={(event) => onChange({ name: event.target.value, options: ["a", "b"] })}
          />
        </label>
      );
    }
    const pollish = defineAddon({
      key: "pollish",
      widgets: [defineWidget<PostTypeFieldsProps>({ id: "test.question", component: "QuestionField" }).client(async () => ({ default: QuestionField }))],
      extend: [forumPostTypes.with({ type: "poll", label: "New Poll", order: 20, fields: { endpoint: "/polls", component: "QuestionField" } })],
    });
    const draft = aDraft({
      draftID: 6,
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: 1,
      attributes: {
        body: rich("Vote"),
        format: "rich2",
        name: "Pick one",
        lastSaved: "2026-11-20T10:00:00.000Z",
        draftMeta: { name: "Pick one", categoryID: 1, postTypeID: "poll", postMeta: { name: "Which?", options: ["a", "b"] } },
      },
    });
    const api = draftsTestApi([draft]);
    await renderWidget(
      "CreatePostFormAsset",
      { postType: "poll", categories, draftID: 6 },
      { bootstrap: memberBootstrap(), apiClient: api.client, url: "/post/editdiscussion/0/6", addons: [forum, pollish] },
    );
    // The fields start again from the draft once it is restored (a new element).
    const question = () => screen.getByRole("textbox", { name: "Question" }) as HTMLInputElement;
    await waitFor(() => expect(question().value).toBe("Which?"));
    // Restoring it is no change.
    expect(api.calls()).toEqual(["GET /drafts/6", "GET /drafts"]);

    fireEvent.change(question(), { target: { value: "Which one?" } });
    expect(stored()["6"]?.attributes.draftMeta).toMatchObject({ postTypeID: "poll", postMeta: { name: "Which one?", options: ["a", "b"] } });
  });

  it("asks the browser before the tab closes while changes are not on the server, and not once they are", async () => {
    const api = draftsTestApi();
    await renderForm(api.client);
    const name = await title();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    vi.useFakeTimers();
    fireEvent.change(name, { target: { value: "Unsaved words" } });
    expect(unload()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.calls()).toContain("POST /drafts");
    expect(unload()).toBe(false);
  });

  it("resumes a saved draft by id: title, body, category, post type and tags filled in; posting it deletes it", async () => {
    const draft = aDraft({
      draftID: 5,
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: 3,
      attributes: {
        body: rich("The body so far"),
        format: "rich2",
        name: "Resumed title",
        lastSaved: "2026-11-20T10:00:00.000Z",
        draftMeta: { name: "Resumed title", categoryID: 3, postTypeID: "question", tagIDs: [9], newTagNames: ["brand new"] },
      },
    });
    const api = draftsTestApi([draft], {
      "GET /api/v2/tags": () => ({ status: 200, body: [{ tagID: 9, name: "Existing tag", urlcode: "existing-tag", type: "User" }] }),
      "POST /api/v2/discussions": () => ({ status: 201, body: aDiscussion({ discussionID: 42, name: "Resumed title" }) }),
    });
    await renderForm(api.client, { category: undefined, draftID: 5 }, "/post/editdiscussion/0/5");
    const name = await title();
    await waitFor(() => expect(name.value).toBe("Resumed title"));
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe("3");
    expect((screen.getByRole("radio", { name: "Ask a Question" }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole("button", { name: "Remove Existing tag" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove brand new" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Body" }).textContent).toContain("The body so far"));
    expect(api.requests.find((r) => r.path === "/api/v2/tags")?.url.search).toBe("?tagID[]=9");
    // Restoring it is no change: nothing to save, nothing to ask before leaving.
    expect(api.calls()).toEqual(["GET /drafts/5", "GET /drafts"]);
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);

    await userEvent.setup().click(screen.getByRole("button", { name: "Post Discussion" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/discussion/42/resumed-title"));
    expect(api.requests.find((r) => r.path === "/api/v2/discussions")?.body).toEqual({
      name: "Resumed title",
      body: rich("The body so far"),
      format: "rich2",
      categoryID: 3,
      type: "question",
      tagIDs: [9],
      newTagNames: ["brand new"],
    });
    await waitFor(() => expect(api.calls()).toContain("DELETE /drafts/5"));
    expect(localStorage.getItem(DRAFT_STORE_KEY)).toBeNull();
  });

  it("does not count opening a saved draft as a change, however the draft was written down: only an edit asks before leaving", async () => {
    // Saved by another client: no post type, an empty tag list, the category only in draftMeta.
    const draft = aDraft({
      draftID: 6,
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: null,
      attributes: {
        body: rich("Left as it was"),
        format: "rich2",
        name: "Opened, not edited",
        draftMeta: { name: "Opened, not edited", categoryID: 3, tagIDs: [] },
      },
    });
    const api = draftsTestApi([draft]);
    await renderForm(api.client, { category: undefined, draftID: 6 }, "/post/editdiscussion/0/6");
    const name = await title();
    await waitFor(() => expect(name.value).toBe("Opened, not edited"));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Body" }).textContent).toContain("Left as it was"));
    const leaving = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // UnsavedChangesGuard asks, before a link or the tab closing, exactly when the browser is asked here.
    expect(leaving()).toBe(false);
    expect(api.calls()).toEqual(["GET /drafts/6", "GET /drafts"]);
  });

  it("asks before leaving a saved draft once it is edited", async () => {
    const draft = aDraft({
      draftID: 7,
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: 3,
      attributes: { body: rich("Body"), format: "rich2", name: "Before", draftMeta: { name: "Before", categoryID: 3, postTypeID: "discussion" } },
    });
    const api = draftsTestApi([draft]);
    await renderForm(api.client, { category: undefined, draftID: 7 }, "/post/editdiscussion/0/7");
    const name = await title();
    await waitFor(() => expect(name.value).toBe("Before"));
    const leaving = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(false);
    fireEvent.change(name, { target: { value: "After" } });
    expect(leaving()).toBe(true);
  });

  it("says 'Saved Draft Available.' for a saved draft of this form, and 'Navigate to Draft' opens it", async () => {
    const api = draftsTestApi([
      aDraft({
        draftID: 8,
        recordType: "discussion",
        parentRecordType: "category",
        parentRecordID: 1,
        attributes: { body: "", format: "rich2", name: "Earlier attempt" },
      }),
    ]);
    await renderForm(api.client);
    const toast = (await screen.findByText("Saved Draft Available.", { exact: false })).closest("[role=status], [role=alert], div") as HTMLElement;
    expect(api.requests.find((r) => r.path === "/api/v2/drafts")?.url.search).toBe(
      "?recordType=discussion&draftStatus=draft&limit=30&parentRecordType=category&parentRecordID=1",
    );
    await userEvent.setup().click(within(toast).getByRole("button", { name: "Navigate to Draft" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/post/editdiscussion/0/8"));
  });

  it("does not offer the draft the form already shows", async () => {
    const api = draftsTestApi([
      aDraft({
        draftID: 8,
        recordType: "discussion",
        parentRecordType: "category",
        parentRecordID: 1,
        attributes: { body: "", format: "rich2", name: "This one" },
      }),
    ]);
    await renderForm(api.client, { draftID: 8 }, "/post/editdiscussion/0/8");
    await waitFor(() => expect(api.calls()).toEqual(["GET /drafts/8", "GET /drafts"]));
    expect((await title()).value).toBe("This one");
    expect(screen.queryByText("Saved Draft Available.", { exact: false })).toBeNull();
  });

  it("keeps a draft of an edit only once something changed, and resumes it at /post/editdiscussion/{recordID}/{draftID}", async () => {
    const discussion = { discussionID: 42, name: "Old title", body: "Some **markdown**", format: "markdown", categoryID: 3 };
    const api = draftsTestApi();
    const first = await renderForm(api.client, { title: "Edit Discussion", category: { categoryID: 3 }, discussion }, "/post/editdiscussion/42");
    const name = await title();
    await waitFor(() => expect(api.calls()).toEqual(["GET /drafts"]));
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.calls()).toEqual(["GET /drafts"]);
    expect(localStorage.getItem(DRAFT_STORE_KEY)).toBeNull();
    fireEvent.change(name, { target: { value: "Better title" } });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts"]);
    expect(api.requests.at(-1)?.body).toMatchObject({
      recordType: "discussion",
      recordID: 42,
      attributes: { name: "Better title", body: "Some **markdown**", format: "markdown" },
    });
    vi.useRealTimers();
    first.unmount();

    await renderForm(api.client, { title: "Edit Discussion", category: { categoryID: 3 }, discussion, draftID: 1 }, "/post/editdiscussion/42/1");
    await waitFor(async () => expect((await title()).value).toBe("Better title"));
    expect((screen.getByRole("textbox", { name: "Body" }) as HTMLTextAreaElement).value).toBe("Some **markdown**");
  });

  it("offers the enabled post types, Q&A's question first", async () => {
    await renderForm(draftsTestApi().client);
    const types = await screen.findByRole("group", { name: "Post Type" });
    expect(
      within(types)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Ask a Question", "New Discussion"]);
    expect((within(types).getByRole("radio", { name: "New Discussion" }) as HTMLInputElement).checked).toBe(true);
  });
});

describe("scheduling the post", () => {
  it("saves the draft, schedules it (PATCH /drafts/schedule/{id}), shows when, and cancels", async () => {
    const api = draftsTestApi();
    await renderForm(api.client);
    fireEvent.change(await title(), { target: { value: "Launch announcement" } });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    fireEvent.change(screen.getByLabelText("Publish on"), { target: { value: "2030-12-01T09:30" } });
    const region = screen.getByLabelText("Publish on").closest("div")?.parentElement as HTMLElement;
    await user.click(within(region).getByRole("button", { name: "Schedule" }));

    await screen.findByText("Scheduled for", { exact: false });
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts", "PATCH /drafts/schedule/1"]);
    expect(api.requests.at(-1)?.body).toEqual({ dateScheduled: new Date("2030-12-01T09:30").toISOString() });
    expect(api.drafts.get(1)?.draftStatus).toBe("scheduled");

    await user.click(screen.getByRole("button", { name: "Cancel schedule" }));
    await screen.findByRole("button", { name: "Schedule" });
    expect(api.calls().at(-1)).toBe("PATCH /drafts/cancel-schedule/1");
    expect(api.drafts.get(1)?.draftStatus).toBe("draft");
  });

  it("says why the server refused to schedule", async () => {
    const api = draftsTestApi([], {
      "PATCH /api/v2/drafts/schedule/1": () => ({
        status: 422,
        body: { message: "Validation failed.", status: 422, errors: { body: [{ message: "Body is required.", code: "missingField", field: "body" }] } },
      }),
    });
    await renderForm(api.client);
    fireEvent.change(await title(), { target: { value: "No body yet" } });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    fireEvent.change(screen.getByLabelText("Publish on"), { target: { value: "2030-12-01T09:30" } });
    const region = screen.getByLabelText("Publish on").closest("div")?.parentElement as HTMLElement;
    await user.click(within(region).getByRole("button", { name: "Schedule" }));
    expect((await within(region).findByRole("alert")).textContent).toContain("Body is required.");
    expect(screen.queryByText("Scheduled for", { exact: false })).toBeNull();
  });
});
