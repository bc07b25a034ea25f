import type { Role } from "@quorum/api";
import type { ApiClient } from "@quorum/core";
import type { Rank } from "../shared/Rank";

/** The queries the settings page reads; every key starts with "ranks", so one invalidation refreshes them. */
export const rankQueries = {
  list: (api: ApiClient) => ({
    queryKey: ["ranks", "list"],
    queryFn: async (): Promise<Rank[]> => (await api.get<Rank[]>("/ranks")).data,
  }),
  roles: (api: ApiClient) => ({
    queryKey: ["ranks", "roles"],
    queryFn: async (): Promise<Role[]> => (await api.get<Role[]>("/roles")).data,
  }),
};
