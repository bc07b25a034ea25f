import type { Addon } from "@quorum/api";
import { useApiClient, useSuspenseQuery } from "@quorum/core";

/** The cache key of the installed add-ons list; a switch writes the server's answer into it. */
export const ADDONS_QUERY_KEY = ["dashboard", "addons"] as const;

/**
 * The installed add-ons as `GET /addons?type=addon` lists them. Suspends, so the server render
 * waits for the list and ships it in the page (no request after hydration).
 */
export function useAddons(): Addon[] {
  const api = useApiClient();
  const { data } = useSuspenseQuery({
    queryKey: ADDONS_QUERY_KEY,
    queryFn: async ({ signal }) => (await api.get<Addon[]>("/addons", { params: { type: "addon" }, signal })).data,
  });
  return data;
}
