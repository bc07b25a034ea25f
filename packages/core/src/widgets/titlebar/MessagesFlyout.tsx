import type { ReactNode } from "react";
import { t } from "../../i18n/t";
import { useCurrentUser } from "../../site/useCurrentUser";
import { DropDown } from "../../ui/DropDown";
import { DropDownItemLink } from "../../ui/DropDownItemLink";
import { DropDownSection } from "../../ui/DropDownSection";
import { CountBadge, countBadgeText } from "./CountBadge";
import { NOTIFICATION_KEYS } from "./notificationKeys";
import * as styles from "./UserToolbar.css";
import { useCachedValue } from "./useCachedValue";
import { useLatestConversations } from "./useLatestConversations";

/**
 * The messages flyout (spec §2), shown while conversations are enabled: an envelope with the unread
 * conversation count (the page's at first, then what the event stream sends), opening the latest
 * conversations, unread first, and a link to the inbox.
 */
export function MessagesFlyout(): ReactNode {
  const count = useCachedValue(NOTIFICATION_KEYS.conversations, useCurrentUser().countUnreadConversations);
  const label = count > 0 ? `${t("Messages")} (${countBadgeText(count)})` : t("Messages");
  return (
    <DropDown
      label={label}
      align="right"
      buttonContent={
        <span className={styles.iconWithBadge}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3.5 6h17v12h-17zM3.5 6l8.5 7 8.5-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <CountBadge count={count} />
        </span>
      }
    >
      <MessagesMenu count={count} />
    </DropDown>
  );
}

/** The open flyout's content: mounted when it opens, it reads the latest conversations (again when the count moves). */
function MessagesMenu({ count }: { count: number }): ReactNode {
  const { entries, failed } = useLatestConversations(count);
  return (
    <div className={styles.flyout}>
      <DropDownSection>
        {entries === undefined && !failed && <p className={styles.flyoutNote}>{t("Loading")}</p>}
        {failed && <p className={styles.flyoutNote}>{t("Failed to load messages.")}</p>}
        {entries?.length === 0 && <p className={styles.flyoutNote}>{t("You do not have any messages yet.")}</p>}
        {entries?.map((entry) => (
          <span key={entry.conversationID} className={entry.unread ? styles.unreadEntry : styles.entry}>
            <DropDownItemLink to={entry.url}>
              <span className={styles.entryBody}>
                <b>{entry.name}</b>
                {entry.lastMessage ? `: ${entry.lastMessage.excerpt}` : ""}
              </span>
              {entry.unread && <span className={styles.visuallyHidden}> {t("Unread")}</span>}
            </DropDownItemLink>
          </span>
        ))}
      </DropDownSection>
      <DropDownSection>
        <DropDownItemLink to="/messages">{t("Inbox")}</DropDownItemLink>
      </DropDownSection>
    </div>
  );
}
