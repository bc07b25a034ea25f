import { useState, type ReactNode } from "react";
import { t } from "../../i18n/t";
import { useBootstrap } from "../../site/useBootstrap";
import { AccountFlyout } from "./AccountFlyout";
import { AccountPanel } from "./AccountPanel";
import { MessagesFlyout } from "./MessagesFlyout";
import { NotificationsFlyout } from "./NotificationsFlyout";
import { useNotificationStream } from "./useNotificationStream";
import * as styles from "./UserToolbar.css";

/**
 * The signed-in member's user box (spec §2): the user toolbar (notifications, messages when
 * conversations are enabled, My Account) and the account box opening the account panel. Loaded
 * only for members (`TitleBar` imports it lazily): a guest's page never downloads it.
 */
export default function UserToolbar({ avatar }: { avatar: ReactNode }): ReactNode {
  // Conversations are an add-on of their own (@quorum/conversations): the messages flyout and tab show only with it.
  const conversationsEnabled = useBootstrap().addons.some((addon) => addon.key === "conversations");
  const [panelOpen, setPanelOpen] = useState(false);
  useNotificationStream();
  return (
    <div className={styles.toolbar}>
      <NotificationsFlyout />
      {conversationsEnabled && <MessagesFlyout />}
      <AccountFlyout />
      <button
        type="button"
        className={styles.accountBox}
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        onClick={() => setPanelOpen(true)}
        aria-label={t("Account")}
      >
        {avatar}
      </button>
      <AccountPanel isVisible={panelOpen} onClose={() => setPanelOpen(false)} conversationsEnabled={conversationsEnabled} avatar={avatar} />
    </div>
  );
}
