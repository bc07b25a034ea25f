import type { UserFragment } from "@quorum/api";
import { useApiClient, useQuery } from "@quorum/core";
import { useDebouncedValue } from "../hooks/useDebouncedValue";

/** Spec §9: mention lookups wait 50 ms after the last keystroke and ask for at most 50 users. */
export const MENTION_DEBOUNCE = 50;
export const MENTION_LIMIT = 50;

/**
 * The users whose name starts with `search` (case and punctuation ignored by the server, those
 * active in the last 90 days first), looked up once typing pauses; none while `search` is null.
 */
export function useMentionSuggestions(search: string | null): { users: UserFragment[]; isLoading: boolean } {
  const api = useApiClient();
  const settled = useDebouncedValue(search, MENTION_DEBOUNCE);
  const ready = settled !== null && settled === search;
  const query = useQuery({
    queryKey: ["users", "by-names", "mention", settled],
    queryFn: async ({ signal }) =>
      (await api.get<UserFragment[]>("/users/by-names/", { params: { name: `${settled ?? ""}*`, order: "mention", limit: MENTION_LIMIT }, signal })).data,
    enabled: ready,
  });
  // While the next lookup waits, the last answer stays up rather than the list flickering empty.
  return { users: search !== null && settled !== null ? (query.data ?? []) : [], isLoading: search !== null && (!ready || query.isFetching) };
}
