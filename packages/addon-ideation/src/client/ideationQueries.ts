import type { ApiClient } from "@quorum/core";
import type { IdeaCategorySettings, IdeaStatus } from "../shared/IdeaAttributes";

/** The queries the add-on's components share; every key starts with "ideation", so one invalidation refreshes them all. */
export const ideationQueries = {
  statuses: (api: ApiClient) => ({
    queryKey: ["ideation", "statuses"],
    queryFn: async (): Promise<IdeaStatus[]> => (await api.get<IdeaStatus[]>("/ideation/statuses")).data,
  }),
  categories: (api: ApiClient) => ({
    queryKey: ["ideation", "categories"],
    queryFn: async (): Promise<IdeaCategorySettings[]> => (await api.get<IdeaCategorySettings[]>("/ideation/categories")).data,
  }),
};
