import type { BulkDiscussionInfo, BulkItemStatus } from "./BulkDiscussionInfo";

/** Where the selection is kept between pages and reloads (spec §4 "a persisted list"). */
export const BULK_SELECTION_STORAGE_KEY = "forum.bulkDiscussions";

export interface BulkSelectionState {
  /** False until the stored selection was read (after mount: the server render knows none). */
  loaded: boolean;
  /** Selected discussion ids, in the order they were selected. */
  selectedIDs: readonly number[];
  /** Validation details of every discussion seen on a list or fetched for the selection. */
  details: ReadonlyMap<number, BulkDiscussionInfo>;
  /** The last bulk job's mark on each discussion it touched. */
  statuses: ReadonlyMap<number, BulkItemStatus>;
}

export interface BulkSelectionStore {
  getState(): BulkSelectionState;
  subscribe(listener: () => void): () => void;
  /** Reads the stored selection; later calls do nothing. */
  load(): void;
  select(ids: readonly number[]): void;
  deselect(ids: readonly number[]): void;
  clear(): void;
  /** Keeps the latest validation details of these discussions (a fresher list replaces older ones). */
  remember(infos: readonly BulkDiscussionInfo[]): void;
  /** Marks discussions; `null` removes a mark. */
  setStatuses(ids: readonly number[], status: BulkItemStatus | null): void;
}

const EMPTY: BulkSelectionState = { loaded: false, selectedIDs: [], details: new Map(), statuses: new Map() };

/**
 * The bulk selection of one app (one query client): a small external store read through
 * `useSyncExternalStore`, so list items and the bulk toast — which the toast provider renders
 * outside the list — see the same selection. The selected ids are mirrored to localStorage
 * and follow changes made in other tabs.
 */
export function createBulkSelectionStore(storage: () => Storage | null = defaultStorage): BulkSelectionStore {
  let state = EMPTY;
  const listeners = new Set<() => void>();

  function set(next: Partial<BulkSelectionState>): void {
    const selectionChanged = next.selectedIDs !== undefined && next.selectedIDs !== state.selectedIDs;
    state = { ...state, ...next };
    if (selectionChanged && state.loaded) write(storage(), state.selectedIDs);
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== BULK_SELECTION_STORAGE_KEY || !state.loaded) return;
    state = { ...state, selectedIDs: parse(event.newValue) };
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
    load() {
      if (state.loaded) return;
      // Ids selected before the stored list was read (none in practice) are kept after it.
      const stored = parse(read(storage()));
      set({ loaded: true, selectedIDs: union(stored, state.selectedIDs) });
    },
    select(ids) {
      const selectedIDs = union(state.selectedIDs, ids);
      if (selectedIDs.length !== state.selectedIDs.length) set({ selectedIDs });
    },
    deselect(ids) {
      const leaving = new Set(ids);
      const selectedIDs = state.selectedIDs.filter((id) => !leaving.has(id));
      if (selectedIDs.length !== state.selectedIDs.length) set({ selectedIDs });
    },
    clear() {
      if (state.selectedIDs.length > 0) set({ selectedIDs: [] });
    },
    remember(infos) {
      if (infos.every((info) => sameInfo(state.details.get(info.discussionID), info))) return;
      const details = new Map(state.details);
      for (const info of infos) details.set(info.discussionID, info);
      set({ details });
    },
    setStatuses(ids, status) {
      const statuses = new Map(state.statuses);
      for (const id of ids) {
        if (status) statuses.set(id, status);
        else statuses.delete(id);
      }
      set({ statuses });
    },
  };
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage blocked (privacy settings): the selection then lasts as long as the page.
    return null;
  }
}

function read(storage: Storage | null): string | null {
  try {
    return storage?.getItem(BULK_SELECTION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, ids: readonly number[]): void {
  try {
    if (ids.length === 0) storage?.removeItem(BULK_SELECTION_STORAGE_KEY);
    else storage?.setItem(BULK_SELECTION_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Full or blocked storage: the selection still works for this page.
  }
}

/** The stored list, trusting nothing: anything but positive integer ids is dropped. */
function parse(text: string | null): readonly number[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? union(
          [],
          value.filter((id): id is number => Number.isInteger(id) && id > 0),
        )
      : [];
  } catch {
    return [];
  }
}

function union(a: readonly number[], b: readonly number[]): readonly number[] {
  const seen = new Set(a);
  const added = b.filter((id) => !seen.has(id) && seen.add(id));
  return added.length === 0 ? a : [...a, ...added];
}

function sameInfo(a: BulkDiscussionInfo | undefined, b: BulkDiscussionInfo): boolean {
  return (
    a !== undefined &&
    a.name === b.name &&
    a.categoryID === b.categoryID &&
    a.categoryName === b.categoryName &&
    a.closed === b.closed &&
    JSON.stringify(a.permissions ?? null) === JSON.stringify(b.permissions ?? null)
  );
}
