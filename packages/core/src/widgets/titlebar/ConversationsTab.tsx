import type { ReactNode } from "react";
import { t } from "../../i18n/t";
import { Link } from "../../router/Link";
import { useCurrentUser } from "../../site/useCurrentUser";
import { NOTIFICATION_KEYS } from "./notificationKeys";
import * as styles from "./UserToolbar.css";
import { useCachedValue } from "./useCachedValue";
import { useLatestConversations } from "./useLatestConversations";

/**
 * The account panel's conversations tab (spec §2): the latest conversations, unread first with
 * their unread counts, and a link to the inbox, as the messages flyout shows them. It reads them
 * again whenever the event stream moves the unread count, so an open tab follows new messages.
 */
export function ConversationsTab({ onNavigate }: { onNavigate(): void }): ReactNode {
  const count = useCachedValue(NOTIFICATION_KEYS.conversations, useCurrentUser().countUnreadConversations);
  const { entries, failed } = useLatestConversations(count);
  return (
    <div>
      {entries === undefined && !failed && <p className={styles.flyoutNote}>{t("Loading")}</p>}
      {failed && <p className={styles.flyoutNote}>{t("Failed to load messages.")}</p>}
      {entries?.length === 0 && <p className={styles.flyoutNote}>{t("You do not have any messages yet.")}</p>}
      <ul className={styles.panelLinks}>
        {entries?.map((entry) => (
          <li key={entry.conversationID} className={entry.unread ? styles.unreadEntry : styles.entry}>
            <Link to={entry.url} onClick={onNavigate}>
              <span className={styles.entryBody}>
                <b>{entry.name}</b>
                {entry.lastMessage ? `: ${entry.lastMessage.excerpt}` : ""}
              </span>
              {entry.countUnread > 0 && <span>{t("{count} unread", { count: entry.countUnread })}</span>}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/messages/inbox" onClick={onNavigate}>
            {t("Inbox")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
