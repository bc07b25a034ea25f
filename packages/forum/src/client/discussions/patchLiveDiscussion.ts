import type { Discussion } from "@quorum/api";
import type { QueryClient } from "@quorum/core";
import { discussionKey } from "./discussionKey";

/**
 * Changes the live record of a discussion (see useLiveDiscussion) and returns what it was, so an
 * optimistic change can be put back: `const before = patchLiveDiscussion(qc, id, { bookmarked: true })`
 * … on failure `patchLiveDiscussion(qc, id, before)`.
 */
export function patchLiveDiscussion(queryClient: QueryClient, discussionID: number, patch: Partial<Discussion>): Partial<Discussion> {
  const key = discussionKey(discussionID);
  const current = queryClient.getQueryData<Discussion>(key);
  if (!current) return {};
  const before: Partial<Discussion> = {};
  for (const field of Object.keys(patch) as (keyof Discussion)[]) (before as Record<string, unknown>)[field] = current[field];
  queryClient.setQueryData<Discussion>(key, { ...current, ...patch });
  return before;
}
