import type { ApiClient } from "@quorum/core";
import type { __Pascal__Item } from "../__Pascal__Item";

/** The query of the latest items (`GET /api/v2/__key__/items`), shared by everything that shows them. */
export function __camel__ItemsQuery(api: ApiClient) {
  return {
    queryKey: ["__key__", "items"],
    queryFn: async (): Promise<__Pascal__Item[]> => (await api.get<__Pascal__Item[]>("/__key__/items")).data,
  };
}
