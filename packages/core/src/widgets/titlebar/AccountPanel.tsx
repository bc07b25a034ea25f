import { profilePath } from "@quorum/api";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { t } from "../../i18n/t";
import { Link } from "../../router/Link";
import { useCurrentUser } from "../../site/useCurrentUser";
import { ConversationsTab } from "./ConversationsTab";
import * as styles from "./UserToolbar.css";

export interface AccountPanelProps {
  isVisible: boolean;
  onClose(): void;
  /** Conversations are on (spec §2: their tab shows only then). */
  conversationsEnabled: boolean;
  /** The member's avatar (the title bar's own, so this part adds no copy of it to the page's code). */
  avatar: ReactNode;
}

interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The account panel (spec §2, §4): a side panel from the right with its tabs — the member, their
 * own pages, and conversations only when they are enabled. It opens on the first tab (index 0).
 * The tabs follow the ARIA tabs pattern: arrows, Home and End move between them.
 */
export function AccountPanel({ isVisible, onClose, conversationsEnabled, avatar }: AccountPanelProps): ReactNode {
  const user = useCurrentUser();
  const [selected, setSelected] = useState(0);
  const baseID = useId();
  const close = (): void => {
    onClose();
    // Spec §4: tabs start at index 0 every time the panel opens.
    setSelected(0);
  };
  const tabs: Tab[] = [
    {
      id: "me",
      label: t("Me"),
      content: (
        <div className={styles.panelMe}>
          {avatar}
          <Link to={profilePath(user.name)} className={styles.panelName} onClick={close}>
            {user.name}
          </Link>
        </div>
      ),
    },
    {
      id: "pages",
      label: t("My Account"),
      content: (
        <ul className={styles.panelLinks}>
          {[
            { to: profilePath(user.name), label: t("Profile") },
            { to: "/profile/edit", label: t("Edit Profile") },
            { to: "/notifications", label: t("Notifications") },
            { to: "/notification-preferences", label: t("Notification Preferences") },
            { to: "/entry/signout", label: t("Sign Out") },
          ].map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ),
    },
    ...(conversationsEnabled ? [{ id: "conversations", label: t("Messages"), content: <ConversationsTab onNavigate={close} /> }] : []),
  ];
  const current = Math.min(selected, tabs.length - 1);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    setSelected(index);
    document.getElementById(`${baseID}-tab-${index}`)?.focus();
  };

  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isVisible) return;
    // Focus moves in; closing gives it back to what opened the panel (the account box).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => opener?.focus();
  }, [isVisible]);
  if (!isVisible) return null;

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
    } else if (event.key === "Tab") {
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), [tabindex='0']") ?? []);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  // A side panel from the right (spec §2 modal layouts), drawn in place rather than through a portal.
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={dialogRef}
        className={styles.sidePanel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${baseID}-title`}
        tabIndex={-1}
        onKeyDown={onDialogKey}
      >
        <div className={styles.sidePanelHeader}>
          <h2 id={`${baseID}-title`} className={styles.sidePanelTitle}>
            {t("Account")}
          </h2>
          <button type="button" className={styles.closeButton} aria-label={t("Close")} onClick={close}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div role="tablist" aria-label={t("Account")} className={styles.tabList} onKeyDown={onTabKey}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              id={`${baseID}-tab-${index}`}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={index === current}
              aria-controls={`${baseID}-panel-${index}`}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setSelected(index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => (
          <div key={tab.id} id={`${baseID}-panel-${index}`} role="tabpanel" aria-labelledby={`${baseID}-tab-${index}`} hidden={index !== current}>
            {index === current && tab.content}
          </div>
        ))}
      </div>
    </div>
  );
}
