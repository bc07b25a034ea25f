import type { LongRunnerResult } from "@quorum/api";
import { testApi } from "@quorum/core/testing";
import type { TestApiAnswer } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { aCategory, aDiscussion } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";
import { checkboxOf, descriptionOf, IDEAS_DISCUSSION, itemOf, listProps, managerBootstrap, PAGE_ONE } from "./bulkFixtures";
import { BULK_SELECTION_STORAGE_KEY } from "./createBulkSelectionStore";

afterEach(() => localStorage.clear());

function longRunner(status: number, progress: Partial<LongRunnerResult["progress"]>, callbackPayload: string | null): TestApiAnswer {
  return { status, body: { progress: { successIDs: [], failedIDs: [], exceptionsByID: {}, countTotalIDs: 3, ...progress }, callbackPayload } };
}

async function select(...names: string[]): Promise<void> {
  for (const name of names) await userEvent.click(await checkboxOf(name));
}

function toastButton(name: string): HTMLElement {
  return screen.getByRole("button", { name });
}

describe("the bulk toast", () => {
  it("says how many are selected, and leaves when Cancel clears the selection", async () => {
    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap() });
    expect(screen.queryByText(/You have selected/)).toBeNull();
    await select("Hello world");
    expect(await screen.findByText("You have selected 1 discussion.")).toBeTruthy();
    await select("Second thread", "Third thread");
    expect(await screen.findByText("You have selected 3 discussions.")).toBeTruthy();

    await userEvent.click(toastButton("Cancel"));
    expect((await checkboxOf("Hello world")).checked).toBe(false);
    expect(localStorage.getItem(BULK_SELECTION_STORAGE_KEY)).toBeNull();
    // Hidden at once, gone after the toast's removal delay.
    await waitFor(() => expect(screen.queryByText(/You have selected/)).toBeNull(), { timeout: 5000 });
  });

  it("disables Merge for a single discussion and Close when all are closed, saying why", async () => {
    const closed = [
      aDiscussion({ discussionID: 7, name: "Hello world", closed: true }),
      aDiscussion({ discussionID: 8, name: "Second thread", closed: true }),
      PAGE_ONE[2]!,
    ];
    await renderWidget("DiscussionListWidget", listProps(closed), { bootstrap: managerBootstrap() });
    await select("Hello world");
    await screen.findByText("You have selected 1 discussion.");
    expect(toastButton("Merge").getAttribute("aria-disabled")).toBe("true");
    expect(descriptionOf(toastButton("Merge"))).toBe("You must select at least 2 discussions to merge.");
    expect(toastButton("Close").getAttribute("aria-disabled")).toBe("true");
    expect(descriptionOf(toastButton("Close"))).toBe("Selected discussions are already closed.");
    expect(toastButton("Delete").getAttribute("aria-disabled")).toBeNull();

    await select("Second thread");
    await waitFor(() => expect(toastButton("Merge").getAttribute("aria-disabled")).toBeNull());
    expect(toastButton("Close").getAttribute("aria-disabled")).toBe("true");
    await select("Third thread");
    await waitFor(() => expect(toastButton("Close").getAttribute("aria-disabled")).toBeNull());

    // A disabled action opens nothing.
    await select("Third thread", "Second thread");
    await userEvent.click(toastButton("Merge"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("disables every action when a selected discussion's category lacks its permission, naming the category", async () => {
    await renderWidget("DiscussionListWidget", listProps([...PAGE_ONE, IDEAS_DISCUSSION]), { bootstrap: managerBootstrap() });
    await select("Hello world", "An idea");
    await screen.findByText("You have selected 2 discussions.");
    expect(descriptionOf(toastButton("Move"))).toBe("You don’t have the edit permission on the following discussions: Ideas");
    expect(descriptionOf(toastButton("Merge"))).toBe("You don’t have the edit permission on the following discussions: Ideas");
    expect(descriptionOf(toastButton("Close"))).toBe("You don't have the close permission on the following discussions: Ideas");
    expect(descriptionOf(toastButton("Delete"))).toBe("You don’t have the delete permission on the following discussions: Ideas");
    for (const name of ["Move", "Merge", "Close", "Delete"]) expect(toastButton(name).getAttribute("aria-disabled")).toBe("true");
  });

  it("moves the selection to a chosen category: a failed item shows its error and stays selected, the others leave", async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const api = testApi({
      "GET /api/v2/categories/search": () => ({ status: 200, body: [aCategory(), aCategory({ categoryID: 3, name: "Archive", urlcode: "archive" })] }),
      "PATCH /api/v2/discussions/move": async () => {
        await firstHeld;
        return longRunner(408, { successIDs: [7] }, "token-1");
      },
      "POST /api/v2/calls/run": () =>
        longRunner(
          200,
          { successIDs: [7, 9], failedIDs: [8], exceptionsByID: { "8": { message: "This discussion is locked by an add-on.", code: 400 } } },
          null,
        ),
    });
    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap(), apiClient: api.client });
    await select("Hello world", "Second thread", "Third thread");
    await screen.findByText("You have selected 3 discussions.");
    await userEvent.click(toastButton("Move"));

    const dialog = within(await screen.findByRole("dialog", { name: "Move Discussions" }));
    await userEvent.click(await dialog.findByRole("radio", { name: "Archive" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: "Leave a redirect" }));
    await userEvent.click(dialog.getByRole("button", { name: "Move" }));

    // While the job runs every discussion is pending, on the list and in the modal.
    await waitFor(() => expect(within(itemOf("Second thread")).getByText("Pending")).toBeTruthy());
    expect(within(dialog.getByRole("list", { name: "Progress" })).getAllByText("Pending")).toHaveLength(3);
    releaseFirst();

    await waitFor(() => expect(within(itemOf("Second thread")).getByText("This discussion is locked by an add-on.")).toBeTruthy());
    expect((await checkboxOf("Second thread")).checked).toBe(true);
    expect((await checkboxOf("Hello world")).checked).toBe(false);
    expect((await checkboxOf("Third thread")).checked).toBe(false);
    expect(within(itemOf("Hello world")).queryByText("Pending")).toBeNull();
    expect(JSON.parse(localStorage.getItem(BULK_SELECTION_STORAGE_KEY) ?? "null")).toEqual([8]);
    expect(await screen.findByText("You have selected 1 discussion.")).toBeTruthy();

    const move = api.requests.find((r) => r.path === "/api/v2/discussions/move");
    expect(move?.body).toEqual({ discussionIDs: [7, 8, 9], categoryID: 3, addRedirects: true });
    expect(api.requests.find((r) => r.path === "/api/v2/calls/run")?.body).toBe("token-1");
    // The modal stays open on the failure, listing each outcome.
    const progress = within(dialog.getByRole("list", { name: "Progress" }));
    expect(progress.getAllByText("Success")).toHaveLength(2);
    expect(progress.getByText("This discussion is locked by an add-on.")).toBeTruthy();

    // Unchecking it puts that outcome behind.
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await userEvent.click(await checkboxOf("Second thread"));
    expect(within(itemOf("Second thread")).queryByText("This discussion is locked by an add-on.")).toBeNull();
  });

  it("deletes after a confirmation in the sync long-runner mode, and closes when all succeeded", async () => {
    const api = testApi({ "DELETE /api/v2/discussions/list": () => longRunner(200, { successIDs: [7, 8] }, null) });
    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap(), apiClient: api.client });
    await select("Hello world", "Second thread");
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Discussions" }));
    expect(dialog.getByText("Are you sure you want to delete 2 discussions?")).toBeTruthy();
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const request = api.requests.find((r) => r.path === "/api/v2/discussions/list");
    expect(request?.method).toBe("DELETE");
    expect(request?.body).toEqual({ discussionIDs: [7, 8] });
    expect(request?.url.searchParams.get("longRunnerMode")).toBe("sync");
    expect(localStorage.getItem(BULK_SELECTION_STORAGE_KEY)).toBeNull();
  });

  it("merges into the chosen destination, which leaves the selection with the others", async () => {
    const api = testApi({ "PATCH /api/v2/discussions/merge": () => longRunner(200, { successIDs: [7, 9] }, null) });
    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap(), apiClient: api.client });
    await select("Hello world", "Second thread", "Third thread");
    await userEvent.click(await screen.findByRole("button", { name: "Merge" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Merge Discussions" }));
    expect(dialog.getByRole("button", { name: "Merge" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(dialog.getByRole("radio", { name: "Second thread" }));
    await userEvent.click(dialog.getByRole("button", { name: "Merge" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.requests.find((r) => r.path === "/api/v2/discussions/merge")?.body).toEqual({
      discussionIDs: [7, 8, 9],
      destinationDiscussionID: 8,
      addRedirects: false,
    });
    expect(localStorage.getItem(BULK_SELECTION_STORAGE_KEY)).toBeNull();
  });

  it("marks every discussion failed with the message of a refused call", async () => {
    const api = testApi({ "PATCH /api/v2/discussions/close": () => ({ status: 403, body: { message: "Permission Problem", status: 403 } }) });
    await renderWidget("DiscussionListWidget", listProps(), { bootstrap: managerBootstrap(), apiClient: api.client });
    await select("Hello world", "Third thread");
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Close Discussions" }));
    await userEvent.click(dialog.getByRole("button", { name: "Close Discussions" }));

    await waitFor(() => expect(within(itemOf("Hello world")).getByText("Permission Problem")).toBeTruthy());
    expect(within(itemOf("Third thread")).getByText("Permission Problem")).toBeTruthy();
    expect(api.requests.find((r) => r.path === "/api/v2/discussions/close")?.body).toEqual({ discussionIDs: [7, 9], closed: true });
    expect(JSON.parse(localStorage.getItem(BULK_SELECTION_STORAGE_KEY) ?? "null")).toEqual([7, 9]);
  });
});
