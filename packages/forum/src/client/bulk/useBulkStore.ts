import { useQueryClient } from "@quorum/core";
import type { QueryClient } from "@quorum/core";
import { createBulkSelectionStore } from "./createBulkSelectionStore";
import type { BulkSelectionStore } from "./createBulkSelectionStore";

// One store per query client, that is per app: a page in the browser, a test render, a server
// render (which never loads the stored selection). Module state would leak between the latter two.
const stores = new WeakMap<QueryClient, BulkSelectionStore>();

/** The bulk selection store of the current app. */
export function useBulkStore(): BulkSelectionStore {
  const queryClient = useQueryClient();
  let store = stores.get(queryClient);
  if (!store) {
    store = createBulkSelectionStore();
    stores.set(queryClient, store);
  }
  return store;
}
