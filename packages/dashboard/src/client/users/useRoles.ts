import type { Role } from "@quorum/api";
import { useApiClient, useSuspenseQuery } from "@quorum/core";

/** Every role (`GET /roles`, limit 500 as spec §7/§9 asks). Suspends (server-rendered). */
export function useRoles(): Role[] {
  const api = useApiClient();
  const { data } = useSuspenseQuery({
    queryKey: ["accounts", "roles"],
    queryFn: async ({ signal }) => (await api.get<Role[]>("/roles", { params: { limit: 500 }, signal })).data,
  });
  return data;
}
