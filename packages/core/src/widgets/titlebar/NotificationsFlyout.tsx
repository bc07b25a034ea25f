import type { Notification } from "@quorum/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useApiClient } from "../../api/useApiClient";
import { t } from "../../i18n/t";
import { DateTime } from "../../ui/DateTime";
import { DropDown } from "../../ui/DropDown";
import { DropDownItemButton } from "../../ui/DropDownItemButton";
import { DropDownItemLink } from "../../ui/DropDownItemLink";
import { DropDownSection } from "../../ui/DropDownSection";
import { CountBadge, countBadgeText } from "./CountBadge";
import { mergeNotifications } from "./mergeNotifications";
import { FLYOUT_SIZE, NOTIFICATION_KEYS } from "./notificationKeys";
import * as styles from "./UserToolbar.css";
import { useUnreadCount } from "./useUnreadCount";

/**
 * The notifications flyout (spec §2): a bell with the unread count, opening the latest entries
 * (kept current by the event stream), 'Mark All Read' and a link to all of them.
 */
export function NotificationsFlyout(): ReactNode {
  const count = useUnreadCount();
  const label = count > 0 ? `${t("Notifications")} (${countBadgeText(count)})` : t("Notifications");
  return (
    <DropDown
      label={label}
      align="right"
      buttonContent={
        <span className={styles.iconWithBadge}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <CountBadge count={count} />
        </span>
      }
    >
      <NotificationsMenu />
    </DropDown>
  );
}

/** The open flyout's content: mounted when it opens, so its first opening loads the entries. */
function NotificationsMenu(): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const entries = useQuery({
    queryKey: NOTIFICATION_KEYS.flyout,
    queryFn: async () => (await api.get<Notification[]>("/notifications", { params: { limit: FLYOUT_SIZE } })).data,
  });
  const markAllRead = useMutation({
    mutationFn: () => api.patch("/notifications", { read: true }),
    onMutate: () => {
      const before = {
        count: queryClient.getQueryData<number>(NOTIFICATION_KEYS.count),
        entries: queryClient.getQueryData<Notification[]>(NOTIFICATION_KEYS.flyout),
      };
      // Spec §4: the count becomes 0 and every notification read, at once.
      queryClient.setQueryData(NOTIFICATION_KEYS.count, 0);
      queryClient.setQueryData<Notification[]>(NOTIFICATION_KEYS.flyout, (old) => old?.map((entry) => ({ ...entry, read: true })));
      return before;
    },
    onError: (_error, _variables, before) => {
      queryClient.setQueryData(NOTIFICATION_KEYS.count, before?.count);
      queryClient.setQueryData(NOTIFICATION_KEYS.flyout, before?.entries);
    },
  });
  const markRead = (entry: Notification): void => {
    if (entry.read) return;
    queryClient.setQueryData<Notification[]>(NOTIFICATION_KEYS.flyout, (old) => mergeNotifications(old ?? [], [{ ...entry, read: true }]));
    queryClient.setQueryData<number>(NOTIFICATION_KEYS.count, (old) => Math.max((old ?? 1) - 1, 0));
    void api.patch(`/notifications/${entry.notificationID}`, { read: true }).catch(() => undefined);
  };

  const list = entries.data ?? [];
  return (
    <div className={styles.flyout}>
      <DropDownSection>
        <DropDownItemButton onClick={() => markAllRead.mutate()} disabled={!list.some((entry) => !entry.read)} isBusy={markAllRead.isPending}>
          {t("Mark All Read")}
        </DropDownItemButton>
      </DropDownSection>
      <DropDownSection>
        {entries.isPending && <p className={styles.flyoutNote}>{t("Loading")}</p>}
        {entries.isError && <p className={styles.flyoutNote}>{t("Failed to load notifications.")}</p>}
        {entries.isSuccess && list.length === 0 && <p className={styles.flyoutNote}>{t("You don't have any notifications yet.")}</p>}
        {list.map((entry) => (
          <span key={entry.notificationID} className={entry.read ? styles.entry : styles.unreadEntry} onClickCapture={() => markRead(entry)}>
            <DropDownItemLink to={entry.url}>
              {/* The headline is the server's escaped text with <b> only (docs/architecture.md §4). */}
              <span className={styles.entryBody} dangerouslySetInnerHTML={{ __html: entry.body }} />
              <span className={styles.entryMeta}>
                <DateTime date={entry.dateUpdated} />
                {!entry.read && <span className={styles.visuallyHidden}> {t("Unread")}</span>}
              </span>
            </DropDownItemLink>
          </span>
        ))}
      </DropDownSection>
      <DropDownSection>
        <DropDownItemLink to="/notifications">{t("View All")}</DropDownItemLink>
      </DropDownSection>
    </div>
  );
}
