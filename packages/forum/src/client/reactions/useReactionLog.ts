import type { ReactionLogEntry } from "@quorum/api";
import { useApiClient, useQuery } from "@quorum/core";
import type { UseQueryResult } from "@quorum/core";
import { reactionLogKey } from "./reactionLogKey";
import { reactionsPath } from "./reactionsPath";
import type { ReactionRecord } from "./reactionsPath";

export interface ReactionLogOptions {
  /** Only the reactions of this type (urlcode). */
  type?: string;
  /** At most this many entries, newest first (the server's page size by default). */
  limit?: number;
  /** Fetch only while true. */
  enabled?: boolean;
}

/** Who reacted how to a post (`GET .../reactions`, reactions.view), newest first. */
export function useReactionLog(record: ReactionRecord, { type, limit, enabled = true }: ReactionLogOptions = {}): UseQueryResult<ReactionLogEntry[]> {
  const api = useApiClient();
  return useQuery({
    // Under the post's key, so one invalidation refreshes the log and every tooltip of the post.
    queryKey: [...reactionLogKey(record), type ?? "", limit ?? 0],
    queryFn: async () => (await api.get<ReactionLogEntry[]>(reactionsPath(record), { params: { type, limit } })).data,
    enabled,
  });
}
