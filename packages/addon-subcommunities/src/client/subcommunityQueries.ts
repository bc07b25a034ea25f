import type { Category } from "@quorum/api";
import type { ApiClient } from "@quorum/core";
import type { Subcommunity } from "../shared/Subcommunity";

/** The queries the management page reads; every key starts with "subcommunities", so one invalidation refreshes them. */
export const subcommunityQueries = {
  list: (api: ApiClient) => ({
    queryKey: ["subcommunities", "list"],
    queryFn: async (): Promise<Subcommunity[]> => (await api.get<Subcommunity[]>("/subcommunities")).data,
  }),
  /** The root category choices: every category the manager may see, in tree order. */
  categories: (api: ApiClient) => ({
    queryKey: ["subcommunities", "categories"],
    queryFn: async (): Promise<Category[]> => (await api.get<Category[]>("/categories", { params: { outputFormat: "flat", limit: 500 } })).data,
  }),
};
