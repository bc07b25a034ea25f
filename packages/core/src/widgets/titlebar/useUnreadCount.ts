import { useCurrentUser } from "../../site/useCurrentUser";
import { NOTIFICATION_KEYS } from "./notificationKeys";
import { useCachedValue } from "./useCachedValue";

/** The member's unread notifications: the page's count at first, then what the event stream sends (spec §3). */
export function useUnreadCount(): number {
  return useCachedValue(NOTIFICATION_KEYS.count, useCurrentUser().countUnreadNotifications);
}
