import type { Discussion } from "@quorum/api";
import { useApiClient, useQuery } from "@quorum/core";
import { useEffect, useMemo } from "react";
import type { BulkDiscussionInfo } from "./BulkDiscussionInfo";
import { toBulkDiscussionInfo } from "./BulkDiscussionInfo";
import type { BulkSelectionState, BulkSelectionStore } from "./createBulkSelectionStore";

/** `GET /discussions` takes at most this many ids in its `discussionID` filter. */
const IDS_PER_REQUEST = 100;

export interface SelectedDiscussions {
  /** The selected discussions whose details are known, in selection order. */
  discussions: BulkDiscussionInfo[];
  /** Every selected discussion's details are known. */
  complete: boolean;
  error: Error | null;
}

/**
 * The details of the selected discussions. Those seen on a list are known already; the others
 * (selected on another page, or before a reload) are loaded with `GET /discussions?discussionID[]=`.
 * A selected id the server does not return — deleted, or no longer visible — leaves the selection.
 */
export function useSelectedDiscussions(state: BulkSelectionState, store: BulkSelectionStore): SelectedDiscussions {
  const api = useApiClient();
  const { selectedIDs, details } = state;
  const missing = useMemo(() => selectedIDs.filter((id) => !details.has(id)), [selectedIDs, details]);

  const query = useQuery({
    queryKey: ["discussions", "bulkSelection", missing],
    queryFn: async ({ signal }) => {
      const found: Discussion[] = [];
      for (let start = 0; start < missing.length; start += IDS_PER_REQUEST) {
        const ids = missing.slice(start, start + IDS_PER_REQUEST);
        const response = await api.get<Discussion[]>("/discussions", { params: { discussionID: ids, expand: "category", limit: IDS_PER_REQUEST }, signal });
        found.push(...response.data);
      }
      return { asked: missing, found };
    },
    enabled: state.loaded && missing.length > 0,
  });

  useEffect(() => {
    if (!query.data) return;
    const { asked, found } = query.data;
    store.remember(found.map(toBulkDiscussionInfo));
    const foundIDs = new Set(found.map((d) => d.discussionID));
    const gone = asked.filter((id) => !foundIDs.has(id));
    if (gone.length > 0) store.deselect(gone);
  }, [query.data, store]);

  const discussions = useMemo(() => selectedIDs.flatMap((id) => details.get(id) ?? []), [selectedIDs, details]);
  return { discussions, complete: missing.length === 0, error: query.error };
}
