import { afterEach, describe, expect, it } from "vitest";
import { BULK_SELECTION_STORAGE_KEY, createBulkSelectionStore } from "./createBulkSelectionStore";

afterEach(() => localStorage.clear());

describe("createBulkSelectionStore", () => {
  it("reads the stored selection only when loaded, then mirrors every change to localStorage", () => {
    localStorage.setItem(BULK_SELECTION_STORAGE_KEY, "[3,4]");
    const store = createBulkSelectionStore();
    expect(store.getState()).toMatchObject({ loaded: false, selectedIDs: [] });
    store.load();
    expect(store.getState()).toMatchObject({ loaded: true, selectedIDs: [3, 4] });

    store.select([4, 5]);
    expect(JSON.parse(localStorage.getItem(BULK_SELECTION_STORAGE_KEY) ?? "null")).toEqual([3, 4, 5]);
    store.deselect([3]);
    expect(JSON.parse(localStorage.getItem(BULK_SELECTION_STORAGE_KEY) ?? "null")).toEqual([4, 5]);
    store.clear();
    expect(localStorage.getItem(BULK_SELECTION_STORAGE_KEY)).toBeNull();
  });

  it("drops a stored list it cannot trust", () => {
    localStorage.setItem(BULK_SELECTION_STORAGE_KEY, '[1,"2",-3,1.5,4,4]');
    const store = createBulkSelectionStore();
    store.load();
    expect(store.getState().selectedIDs).toEqual([1, 4]);
    localStorage.setItem(BULK_SELECTION_STORAGE_KEY, "{not json");
    const other = createBulkSelectionStore();
    other.load();
    expect(other.getState().selectedIDs).toEqual([]);
  });

  it("follows a selection changed in another tab", () => {
    const store = createBulkSelectionStore();
    const unsubscribe = store.subscribe(() => undefined);
    store.load();
    window.dispatchEvent(new StorageEvent("storage", { key: BULK_SELECTION_STORAGE_KEY, newValue: "[9]" }));
    expect(store.getState().selectedIDs).toEqual([9]);
    unsubscribe();
  });

  it("notifies subscribers only when something changed", () => {
    const store = createBulkSelectionStore();
    store.load();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    const info = { discussionID: 1, name: "A", categoryID: 1, categoryName: "General", closed: false };
    store.remember([info]);
    store.remember([{ ...info }]);
    store.select([1]);
    store.select([1]);
    store.deselect([2]);
    expect(calls).toBe(2);
  });
});
