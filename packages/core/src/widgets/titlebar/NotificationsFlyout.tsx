import type { Notification } from "@quorum/api";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useApiClient } from "../../api/useApiClient";
import { t } from "../../i18n/t";
import { DropDown } from "../../ui/DropDown";
import { DropDownItemButton } from "../../ui/DropDownItemButton";
import { DropDownItemLink } from "../../ui/DropDownItemLink";
import { DropDownSection } from "../../ui/DropDownSection";
import { CountBadge, countBadgeText } from "./CountBadge";
import { mergeNotifications } from "./mergeNotifications";
import { FLYOUT_SIZE, NOTIFICATION_KEYS } from "./notificationKeys";
import * as styles from "./UserToolbar.css";
import { useCachedValue } from "./useCachedValue";
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

/** The open flyout's content: mounted when it opens; its first opening loads the entries unless the stream brought them. */
function NotificationsMenu(): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const entries = useCachedValue<Notification[] | undefined>(NOTIFICATION_KEYS.flyout, undefined);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (queryClient.getQueryData(NOTIFICATION_KEYS.flyout)) return;
    api
      .get<Notification[]>("/notifications", { params: { limit: FLYOUT_SIZE } })
      .then((response) => queryClient.setQueryData<Notification[]>(NOTIFICATION_KEYS.flyout, (old) => mergeNotifications(old ?? [], response.data)))
      .catch(() => setFailed(true));
  }, [api, queryClient]);

  const markAllRead = async (): Promise<void> => {
    const before = {
      count: queryClient.getQueryData<number>(NOTIFICATION_KEYS.count),
      entries: queryClient.getQueryData<Notification[]>(NOTIFICATION_KEYS.flyout),
    };
    // Spec §4: the count becomes 0 and every notification read, at once; back as it was if the server refuses.
    queryClient.setQueryData(NOTIFICATION_KEYS.count, 0);
    queryClient.setQueryData<Notification[]>(NOTIFICATION_KEYS.flyout, (old) => old?.map((entry) => ({ ...entry, read: true })));
    setBusy(true);
    try {
      await api.patch("/notifications", { read: true });
    } catch {
      queryClient.setQueryData(NOTIFICATION_KEYS.count, before.count);
      queryClient.setQueryData(NOTIFICATION_KEYS.flyout, before.entries);
    } finally {
      setBusy(false);
    }
  };
  const markRead = (entry: Notification): void => {
    if (entry.read) return;
    queryClient.setQueryData<Notification[]>(NOTIFICATION_KEYS.flyout, (old) => mergeNotifications(old ?? [], [{ ...entry, read: true }]));
    queryClient.setQueryData<number>(NOTIFICATION_KEYS.count, (old) => Math.max((old ?? 1) - 1, 0));
    void api.patch(`/notifications/${entry.notificationID}`, { read: true }).catch(() => undefined);
  };

  const list = entries ?? [];
  return (
    <div className={styles.flyout}>
      <DropDownSection>
        <DropDownItemButton onClick={() => void markAllRead()} disabled={!list.some((entry) => !entry.read)} isBusy={busy}>
          {t("Mark All Read")}
        </DropDownItemButton>
      </DropDownSection>
      <DropDownSection>
        {entries === undefined && !failed && <p className={styles.flyoutNote}>{t("Loading")}</p>}
        {failed && <p className={styles.flyoutNote}>{t("Failed to load notifications.")}</p>}
        {entries !== undefined && list.length === 0 && <p className={styles.flyoutNote}>{t("You don't have any notifications yet.")}</p>}
        {list.map((entry) => (
          <span key={entry.notificationID} className={entry.read ? styles.entry : styles.unreadEntry} onClickCapture={() => markRead(entry)}>
            <DropDownItemLink to={entry.url}>
              {/* The headline is the server's escaped text with <b> only (docs/architecture.md §4). */}
              <span className={styles.entryBody} dangerouslySetInnerHTML={{ __html: entry.body }} />
              <span className={styles.entryMeta}>
                <time dateTime={entry.dateUpdated}>{entry.dateUpdated.slice(0, 10)}</time>
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
