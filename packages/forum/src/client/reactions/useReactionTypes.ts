import type { ReactionType } from "@quorum/api";
import { isServerRender, useApiClient, useQuery, useQueryClient } from "@quorum/core";

/**
 * The site's active reaction types (`GET /reactions`), fetched once per page for every post that
 * shows reaction buttons; nothing while `enabled` is false (guests never ask). Empty until loaded
 * or when the call fails: the bar then offers the types the post itself lists.
 */
export const useReactionTypes: (enabled: boolean) => readonly ReactionType[] = isServerRender ? useCachedReactionTypes : useQueriedReactionTypes;

const REACTION_TYPES_KEY = ["forum.reactionTypes"] as const;

function useQueriedReactionTypes(enabled: boolean): readonly ReactionType[] {
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: REACTION_TYPES_KEY,
    queryFn: async () => (await api.get<ReactionType[]>("/reactions")).data,
    enabled,
    staleTime: Infinity,
  });
  return data ?? NONE;
}

/**
 * The server render's version: nothing is fetched while it renders, so the query above answers
 * whatever the cache already holds (nothing, unless the types were loaded before the render).
 * Read directly: a query observer per post cost a signed-in member's thread page a tenth of its
 * render.
 */
function useCachedReactionTypes(): readonly ReactionType[] {
  return useQueryClient().getQueryData<ReactionType[]>(REACTION_TYPES_KEY) ?? NONE;
}

const NONE: readonly ReactionType[] = [];
