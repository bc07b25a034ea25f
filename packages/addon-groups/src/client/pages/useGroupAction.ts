import { useApiClient, useMutation, useQueryClient } from "@quorum/core";

/** A POST/DELETE on a group's route, refreshing every groups query once it succeeds. */
export function useGroupAction() {
  const api = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, path, body }: { method: "post" | "delete"; path: string; body?: unknown }) => {
      if (method === "delete") await api.delete(path);
      else await api.post(path, body);
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: ["groups"] }),
  });
}
