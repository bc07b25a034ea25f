import { useApiClient, useInvalidateLayouts, useMutation, useQueryClient } from "@quorum/core";

/** A POST/DELETE on a group's route, refreshing every groups query and the page's layout (the group page's widgets) once it succeeds. */
export function useGroupAction() {
  const api = useApiClient();
  const queries = useQueryClient();
  const invalidateLayouts = useInvalidateLayouts();
  return useMutation({
    mutationFn: async ({ method, path, body }: { method: "post" | "delete"; path: string; body?: unknown }) => {
      if (method === "delete") await api.delete(path);
      else await api.post(path, body);
    },
    onSuccess: async () => {
      await Promise.all([queries.invalidateQueries({ queryKey: ["groups"] }), invalidateLayouts()]);
    },
  });
}
