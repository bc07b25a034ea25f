import type { Addon } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { useApiClient, useMutation, useQueryClient } from "@quorum/core";
import { ADDONS_QUERY_KEY } from "./useAddons";

/**
 * Switches one add-on on or off with `PATCH /addons/{key}` and puts the server's answer in the
 * list. Not optimistic: enabling runs the add-on's migrations and may be refused (409, another
 * core version), so the list shows only what the server confirmed. (The return type is
 * inferred: core does not re-export react-query's `UseMutationResult`.)
 */
export function useToggleAddon(key: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Addon, ApiError, boolean>({
    mutationFn: async (enabled) => (await api.patch<Addon>(`/addons/${encodeURIComponent(key)}`, { enabled })).data,
    onSuccess: (updated) => {
      queryClient.setQueryData<Addon[]>(ADDONS_QUERY_KEY, (list) => list?.map((addon) => (addon.key === updated.key ? updated : addon)));
    },
  });
}
