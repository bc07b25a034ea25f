import { guestBootstrap, memberBootstrap, testApi } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { aDiscussion } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";
import { checkboxOf, listProps, managerBootstrap } from "./bulkFixtures";
import { BULK_SELECTION_STORAGE_KEY } from "./createBulkSelectionStore";

afterEach(() => localStorage.clear());

describe("bulk selection checkboxes", () => {
  it("are offered to whoever holds discussions.manage in some category, or globally", async () => {
    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap() });
    expect(await checkboxOf("Hello world")).toBeTruthy();
    expect(screen.getAllByRole("checkbox", { name: /^Select (?!all on this page)/ })).toHaveLength(3);
    expect(await screen.findByRole("checkbox", { name: "Select all on this page" })).toBeTruthy();
  });

  it("are offered to a global discussions.manage holder", async () => {
    const global = { isAdmin: false, permissions: [{ type: "global", permissions: { "discussions.view": true, "discussions.manage": true } }] };
    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap(global) });
    expect(await checkboxOf("Second thread")).toBeTruthy();
  });

  it("are not offered to guests and members", async () => {
    for (const bootstrap of [guestBootstrap(), memberBootstrap()]) {
      const view = await renderWidget("DiscussionListWidget", listProps(), { bootstrap });
      await screen.findByRole("link", { name: "Hello world" });
      // Give a lazy chunk every chance to arrive: there must be none to arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
      view.unmount();
    }
  });

  it("keep the selection in localStorage, so a new render of the page shows it again", async () => {
    const first = await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap() });
    await userEvent.click(await checkboxOf("Second thread"));
    expect(JSON.parse(localStorage.getItem(BULK_SELECTION_STORAGE_KEY) ?? "null")).toEqual([8]);
    first.unmount();

    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap() });
    await waitFor(async () => expect((await checkboxOf("Second thread")).checked).toBe(true));
    expect((await checkboxOf("Hello world")).checked).toBe(false);
  });

  it("select and deselect the whole page with the header checkbox", async () => {
    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap() });
    await userEvent.click(await checkboxOf("Hello world"));
    const all = await screen.findByRole<HTMLInputElement>("checkbox", { name: "Select all on this page" });
    expect(all.checked).toBe(false);
    await userEvent.click(all);
    expect(JSON.parse(localStorage.getItem(BULK_SELECTION_STORAGE_KEY) ?? "null")).toEqual([7, 8, 9]);
    expect(all.checked).toBe(true);
    await userEvent.click(all);
    expect(localStorage.getItem(BULK_SELECTION_STORAGE_KEY)).toBeNull();
  });

  it("keep what was selected on another page, loading its details for the toast", async () => {
    const api = testApi({
      "GET /api/v2/discussions": (request) => ({
        status: 200,
        body: request.url.searchParams.getAll("discussionID[]").includes("8") ? [aDiscussion({ discussionID: 8, name: "Second thread" })] : [],
      }),
    });
    const first = await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap(), apiClient: api.client });
    await userEvent.click(await checkboxOf("Second thread"));
    first.unmount();

    const pageTwo = [aDiscussion({ discussionID: 30, name: "On page two" }), aDiscussion({ discussionID: 31, name: "Also on page two" })];
    await renderWidget("DiscussionListWidget", listProps(pageTwo, 2), { bootstrap: managerBootstrap(), apiClient: api.client });
    await userEvent.click(await checkboxOf("On page two"));
    expect(await screen.findByText("You have selected 2 discussions.")).toBeTruthy();
    // Discussion 8 is not on this page: its details (category, closed) come from the API.
    await waitFor(() => expect(api.requests.some((r) => r.path === "/api/v2/discussions")).toBe(true));
    const lookup = api.requests.find((r) => r.path === "/api/v2/discussions");
    expect(lookup?.url.searchParams.getAll("discussionID[]")).toEqual(["8"]);
    expect(lookup?.url.searchParams.get("expand")).toBe("category");
    await waitFor(() => expect(screen.getByRole("button", { name: "Merge" }).getAttribute("aria-disabled")).toBeNull());
  });

  it("drop a selected discussion the API no longer returns", async () => {
    localStorage.setItem(BULK_SELECTION_STORAGE_KEY, "[7,404]");
    const api = testApi({ "GET /api/v2/discussions": () => ({ status: 200, body: [] }) });
    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap(), apiClient: api.client });
    await waitFor(() => expect(localStorage.getItem(BULK_SELECTION_STORAGE_KEY)).toBe("[7]"));
    expect(await screen.findByText("You have selected 1 discussion.")).toBeTruthy();
  });
});
