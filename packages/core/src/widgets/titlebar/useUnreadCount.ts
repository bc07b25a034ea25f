import type { UserCounts } from "@quorum/api";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../api/useApiClient";
import { useCurrentUser } from "../../site/useCurrentUser";
import { NOTIFICATION_KEYS } from "./notificationKeys";

/** User counts are read again no more often than this (spec §9). */
const COUNTS_STALE_MS = 60_000;

/**
 * The member's unread notifications: the page's count at first, then what the event stream
 * sends; read from `GET /users/me-counts` at most once a minute otherwise.
 */
export function useUnreadCount(): number {
  const api = useApiClient();
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: NOTIFICATION_KEYS.count,
    queryFn: async () => (await api.get<UserCounts>("/users/me-counts")).data.counts.find((entry) => entry.name === "UnreadNotifications")?.count ?? 0,
    initialData: user.countUnreadNotifications,
    staleTime: COUNTS_STALE_MS,
  });
  return query.data;
}
