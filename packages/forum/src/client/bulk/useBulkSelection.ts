import { useEffect, useSyncExternalStore } from "react";
import type { BulkSelectionState, BulkSelectionStore } from "./createBulkSelectionStore";
import { useBulkStore } from "./useBulkStore";

/**
 * The current bulk selection, re-rendering on every change. The stored selection is read after
 * mount: the server render and the hydrating render both see the empty initial state, so their
 * checkboxes agree, and the stored ids arrive in the render after.
 */
export function useBulkSelection(): [BulkSelectionState, BulkSelectionStore] {
  const store = useBulkStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => store.load(), [store]);
  return [state, store];
}
