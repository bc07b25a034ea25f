import type { CategoryPreferences } from "@quorum/api";
import { useApiClient, useCurrentUser, useQuery } from "@quorum/core";
import { categoryPreferencesKey, categoryPreferencesPath } from "./categoryPreferencesKey";

/**
 * The signed-in member's preferences for a category, from the query cache (where a save puts them
 * at once), starting from what the page was rendered with; fetched only when the page had none.
 */
export function useCategoryPreferences(categoryID: number, initial: CategoryPreferences | undefined): CategoryPreferences | undefined {
  const api = useApiClient();
  const { userID } = useCurrentUser();
  const { data } = useQuery({
    queryKey: categoryPreferencesKey(categoryID, userID),
    queryFn: async ({ signal }) => (await api.get<CategoryPreferences>(categoryPreferencesPath(categoryID, userID), { signal })).data,
    ...(initial ? { initialData: initial } : {}),
    enabled: userID > 0,
  });
  return data;
}
