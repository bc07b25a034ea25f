import { API_BASE, NOTIFICATION_STREAM_PATH, type Notification, type NotificationStreamMessage } from "@quorum/api";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { mergeNotifications } from "./mergeNotifications";
import { NOTIFICATION_KEYS } from "./notificationKeys";

/** After the server refused the stream (a 503 while the database is away), a new one is opened this much later. */
export const STREAM_RETRY_MS = 5_000;

/**
 * Listens to the member's notification stream (server-sent events, spec §3) while the page is
 * open: each message sets the unread count and merges the entries into the flyout's. No polling.
 * After a network loss the browser reconnects by itself and the first message brings the page up
 * to date; a stream the server refused (EventSource then gives up) is opened again later.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const open = (): void => {
      source = new EventSource(`${API_BASE}${NOTIFICATION_STREAM_PATH}`);
      source.addEventListener("notifications", (event) => {
        const message = JSON.parse((event as MessageEvent<string>).data) as NotificationStreamMessage;
        queryClient.setQueryData(NOTIFICATION_KEYS.count, message.countUnreadNotifications);
        if (message.countUnreadConversations !== undefined) queryClient.setQueryData(NOTIFICATION_KEYS.conversations, message.countUnreadConversations);
        queryClient.setQueryData<Notification[]>(NOTIFICATION_KEYS.flyout, (old) => mergeNotifications(old ?? [], message.notifications));
      });
      source.addEventListener("error", () => {
        if (source?.readyState !== EventSource.CLOSED || retry) return;
        retry = setTimeout(() => {
          retry = null;
          open();
        }, STREAM_RETRY_MS);
      });
    };
    open();
    return () => {
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}
