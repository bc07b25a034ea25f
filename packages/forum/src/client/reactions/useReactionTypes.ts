import type { ReactionType } from "@quorum/api";
import { useApiClient, useQuery } from "@quorum/core";

/**
 * The site's active reaction types (`GET /reactions`), fetched once per page for every post that
 * shows reaction buttons; nothing while `enabled` is false (guests never ask). Empty until loaded
 * or when the call fails: the bar then offers the types the post itself lists.
 */
export function useReactionTypes(enabled: boolean): readonly ReactionType[] {
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: ["forum.reactionTypes"],
    queryFn: async () => (await api.get<ReactionType[]>("/reactions")).data,
    enabled,
    staleTime: Infinity,
  });
  return data ?? NONE;
}

const NONE: readonly ReactionType[] = [];
