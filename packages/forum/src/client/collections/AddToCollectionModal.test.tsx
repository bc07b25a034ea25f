import type { Collection } from "@quorum/api";
import { memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiRoute } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aDiscussion } from "../testing/fixtures";
import { AddToCollectionModal } from "./AddToCollectionModal";

function aCollection(collectionID: number, name: string): Collection {
  return { collectionID, name, records: [], insertUserID: 6, dateInserted: "2026-11-01T00:00:00.000Z", updateUserID: null, dateUpdated: null };
}

const FEATURED = aCollection(1, "Featured");
const GUIDES = aCollection(2, "Guides");

function renderModal(routes: Record<string, TestApiRoute> = {}) {
  const api = testApi({
    "GET /api/v2/collections": () => ({ status: 200, body: [FEATURED, GUIDES] }),
    "GET /api/v2/collections/by-resource": () => ({ status: 200, body: [GUIDES] }),
    "PUT /api/v2/collections/by-resource": () => ({ status: 200, body: [] }),
    ...routes,
  });
  let closed = 0;
  renderWithApp(<AddToCollectionModal discussion={aDiscussion()} isVisible onClose={() => (closed += 1)} />, {
    bootstrap: memberBootstrap(),
    apiClient: api.client,
  });
  return { api, closed: () => closed };
}

const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole("checkbox", { name }) as HTMLInputElement;

describe("AddToCollectionModal", () => {
  it("ticks the collections holding the discussion and saves the ticked ones", async () => {
    const { api, closed } = renderModal();
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Add to Collection" });
    await within(dialog).findByRole("checkbox", { name: "Featured" });
    expect(box(dialog, "Featured").checked).toBe(false);
    expect(box(dialog, "Guides").checked).toBe(true);
    expect(api.requests.find((r) => r.path === "/api/v2/collections/by-resource")?.url.search).toBe("?recordType=discussion&recordID=7");

    await user.click(box(dialog, "Featured"));
    await user.click(box(dialog, "Guides"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(api.requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      { record: { recordType: "discussion", recordID: 7 }, collectionIDs: [1] },
    ]);
    expect((await screen.findByRole("status")).textContent).toBe("Collections saved.");
  });

  it("creates a collection by name (required), holding the discussion, and ticks it", async () => {
    const { api } = renderModal({ "POST /api/v2/collections": () => ({ status: 201, body: aCollection(3, "Best of 2026") }) });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Add to Collection" });
    const create = (await within(dialog).findByRole("button", { name: "Create" })) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await user.type(within(dialog).getByRole("textbox", { name: "New collection name" }), "Best of 2026");
    await user.click(create);
    await waitFor(() => expect(box(dialog, "Best of 2026").checked).toBe(true));
    expect(api.requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { name: "Best of 2026", records: [{ recordType: "discussion", recordID: 7 }] },
    ]);

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
        { record: { recordType: "discussion", recordID: 7 }, collectionIDs: [2, 3] },
      ]),
    );
  });

  it("shows the server's error when creating fails, and when saving fails", async () => {
    renderModal({
      "POST /api/v2/collections": () => ({
        status: 422,
        body: { message: "Validation failed.", status: 422, errors: { name: [{ message: "This name is taken.", code: "unique" }] } },
      }),
      "PUT /api/v2/collections/by-resource": () => ({ status: 403, body: { message: "Permission Problem", status: 403 } }),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Add to Collection" });
    await user.type(await within(dialog).findByRole("textbox", { name: "New collection name" }), "Guides");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("This name is taken.")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toContain("Permission Problem"));
  });
});
