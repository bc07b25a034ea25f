import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";

/**
 * A value the query cache holds under `key` (set by the event stream and the flyout's actions),
 * `fallback` until there is one. Read straight from the cache rather than through `useQuery`,
 * whose observer code would be split out of the shell's entry and grow every page's first load;
 * kept for the page's life (no observer would keep it from being collected).
 */
export function useCachedValue<T>(key: QueryKey, fallback: T): T {
  const queryClient = useQueryClient();
  useEffect(() => queryClient.setQueryDefaults(key, { gcTime: Number.POSITIVE_INFINITY }), [queryClient, key]);
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = () => queryClient.getQueryData<T>(key) ?? fallback;
  return useSyncExternalStore(subscribe, read, read);
}
