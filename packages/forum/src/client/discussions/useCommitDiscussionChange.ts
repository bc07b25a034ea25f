import type { Discussion } from "@quorum/api";
import { useQueryClient } from "@quorum/core";
import { useCallback } from "react";
import { patchLiveDiscussion } from "./patchLiveDiscussion";

export interface CommitOptions {
  /**
   * Refetch the layouts and lists on screen now: the change moves the discussion within or out
   * of a list, or shows in another widget of the page (tags, a new layout for a new post type).
   * Otherwise they are only marked stale, and the next visit loads them afresh.
   */
  refetch?: boolean;
}

/**
 * Puts what the server answered to a change of a discussion into its live record, so every part
 * of the page shows it at once, and marks the stored layouts and discussion lists stale (page-flow
 * §5) so no other page shows the old state.
 */
export function useCommitDiscussionChange(): (discussionID: number, patch: Partial<Discussion>, options?: CommitOptions) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (discussionID, patch, { refetch = false } = {}) => {
      patchLiveDiscussion(queryClient, discussionID, patch);
      const refetchType = refetch ? "active" : "none";
      void queryClient.invalidateQueries({ queryKey: ["layout"], refetchType });
      void queryClient.invalidateQueries({ queryKey: ["discussions"], refetchType });
    },
    [queryClient],
  );
}
