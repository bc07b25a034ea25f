import type { UserEdit } from "@quorum/api";
import { useApiClient, useSuspenseQuery } from "@quorum/core";

/** The cache key of a user's editable fields; a save writes the server's answer into it. */
export function userEditQueryKey(userID: number) {
  return ["accounts", "user-edit", userID] as const;
}

/**
 * A user's editable fields (`GET /users/{id}/edit`). Suspends, so the server render waits for them
 * and ships them in the page: the form is filled in the HTML, before hydration.
 */
export function useUserEdit(userID: number): UserEdit {
  const api = useApiClient();
  const { data } = useSuspenseQuery({
    queryKey: userEditQueryKey(userID),
    queryFn: async ({ signal }) => (await api.get<UserEdit>(`/users/${userID}/edit`, { signal })).data,
  });
  return data;
}
