import type { QueryClient } from "@quorum/core";

/**
 * Takes a deleted discussion out of every stored list (spec §4): the discussion lists of cached
 * layouts (any widget prop `discussions`, at any depth of the section tree) and the filtered list
 * pages, so it vanishes at once wherever it was shown; then marks them stale so the next visit
 * reloads their counts and paging from the server.
 */
export function removeFromStoredLists(queryClient: QueryClient, discussionID: number): void {
  queryClient.setQueriesData<unknown>({ queryKey: ["layout"] }, (data: unknown) => withoutDiscussion(data, discussionID));
  queryClient.setQueriesData<unknown>({ queryKey: ["discussions"] }, (data: unknown) => withoutDiscussion(data, discussionID));
  void queryClient.invalidateQueries({ queryKey: ["layout"], refetchType: "none" });
  void queryClient.invalidateQueries({ queryKey: ["discussions"], refetchType: "none" });
}

/** A copy of `value` whose `discussions` arrays lack the discussion; unchanged parts are kept by reference. */
function withoutDiscussion(value: unknown, discussionID: number): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const replaced = withoutDiscussion(item, discussionID);
      if (replaced !== item) changed = true;
      return replaced;
    });
    return changed ? next : value;
  }
  if (value === null || typeof value !== "object") return value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const replaced = key === "discussions" && Array.isArray(child) ? withoutItem(child, discussionID) : withoutDiscussion(child, discussionID);
    if (replaced !== child) changed = true;
    next[key] = replaced;
  }
  return changed ? next : value;
}

/** The list without the discussion; the same array when it was not in it. */
function withoutItem(list: readonly unknown[], discussionID: number): readonly unknown[] {
  const kept = list.filter((item) => !(typeof item === "object" && item !== null && (item as { discussionID?: unknown }).discussionID === discussionID));
  return kept.length === list.length ? list : kept;
}
