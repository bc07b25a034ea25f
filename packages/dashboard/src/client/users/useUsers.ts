import type { PagingInfo, User } from "@quorum/api";
import { useApiClient, useSuspenseQuery } from "@quorum/core";

/** Users per page of the list. */
export const USERS_PAGE_LIMIT = 30;

/** The cache key of every users list page: a change invalidates them all. */
export const USERS_QUERY_KEY = ["accounts", "users"] as const;

/** One page of `GET /users`, optionally narrowed to names containing `query`. Suspends (server-rendered). */
export function useUsers(query: string, page: number): { users: User[]; paging: PagingInfo | undefined } {
  const api = useApiClient();
  const { data } = useSuspenseQuery({
    queryKey: [...USERS_QUERY_KEY, query, page],
    queryFn: async ({ signal }) => {
      const response = await api.get<User[]>("/users", { params: { ...(query ? { query } : {}), page, limit: USERS_PAGE_LIMIT }, signal });
      return { users: response.data, paging: response.paging };
    },
  });
  return data;
}
