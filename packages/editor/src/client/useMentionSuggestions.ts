import type { UserFragment } from "@quorum/api";
import { useDebouncedValue, useQuery } from "@quorum/core";
import { MENTION_DEBOUNCE } from "./mentionLimits";

/**
 * Finds the users a `@search` may mean, best first, at most `MENTION_LIMIT`. The feature that hosts
 * the editor supplies it (the forum asks its `/users/by-names`): the editor knows no endpoint.
 */
export type MentionLookup = (search: string, signal: AbortSignal) => Promise<UserFragment[]>;

/**
 * The users `lookup` finds for `search`, looked up once typing pauses; none while `search` is null
 * or there is no lookup.
 */
export function useMentionSuggestions(search: string | null, lookup: MentionLookup | undefined): { users: UserFragment[]; isLoading: boolean } {
  const settled = useDebouncedValue(search, MENTION_DEBOUNCE);
  const ready = settled !== null && settled === search && lookup !== undefined;
  const query = useQuery({
    queryKey: ["editor", "mentions", settled],
    queryFn: ({ signal }) => (lookup ? lookup(settled ?? "", signal) : Promise.resolve([])),
    enabled: ready,
  });
  // While the next lookup waits, the last answer stays up rather than the list flickering empty.
  return {
    users: search !== null && settled !== null ? (query.data ?? []) : [],
    isLoading: search !== null && lookup !== undefined && (!ready || query.isFetching),
  };
}
