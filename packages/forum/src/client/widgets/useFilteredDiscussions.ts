import { keepPreviousData, useApiClient, useQuery } from "@quorum/core";
import type { QueryParams, UseQueryResult } from "@quorum/core";
import type { PagingInfo } from "@quorum/api";
import type { ListDiscussion } from "./DiscussionListItem";

export interface FilteredDiscussions {
  discussions: ListDiscussion[];
  paging: PagingInfo;
}

/**
 * A page of a discussion list under filters that add-ons set (Q&A's status filter), loaded from
 * `GET /discussions` with the list's own API params and the filters over them. Idle while
 * `enabled` is false: an unfiltered list shows what the server rendered. While another page or
 * filter loads, the previous answer stays on screen.
 */
export function useFilteredDiscussions(params: QueryParams, enabled: boolean): UseQueryResult<FilteredDiscussions> {
  const api = useApiClient();
  return useQuery({
    queryKey: ["discussions", params],
    queryFn: async ({ signal }) => {
      const response = await api.get<ListDiscussion[]>("/discussions", { params, signal });
      return { discussions: response.data, paging: response.paging ?? { page: 1, limit: response.data.length } };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
