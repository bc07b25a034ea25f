import type { Category, PagingInfo } from "@quorum/api";
import { useApiClient, useSuspenseQuery } from "@quorum/core";

/** A page of the categories the viewer follows. */
export interface FollowedCategoriesPage {
  categories: Category[];
  paging: PagingInfo;
}

/** How many followed categories a page lists. */
export const FOLLOWED_PAGE_LIMIT = 30;

/** `GET /categories?followed=true` (spec §7), one page. Suspends, so the server render ships it in the page. */
export function useFollowedCategories(page: number): FollowedCategoriesPage {
  const api = useApiClient();
  const { data } = useSuspenseQuery({
    queryKey: ["forum", "followedCategories", page],
    queryFn: async ({ signal }) => {
      const response = await api.get<Category[]>("/categories", { params: { followed: true, page, limit: FOLLOWED_PAGE_LIMIT }, signal });
      return { categories: response.data, paging: response.paging ?? { page, limit: FOLLOWED_PAGE_LIMIT } };
    },
  });
  return data;
}
