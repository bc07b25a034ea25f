import { QueryClient } from "@tanstack/react-query";

/** Query cache stale time (spec §9: 5 minutes). */
export const QUERY_STALE_TIME = 5 * 60 * 1000;

/** The query client of one page (or one server render): stale after 5 minutes, no retries (spec §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
