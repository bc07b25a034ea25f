import type { CategoryPreferences } from "@quorum/api";
import { Button, Checkbox, Link, t, useLocation, useSiteConfig, visuallyHidden } from "@quorum/core";
import { useEffect, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import { toSitePath } from "../routing/toSitePath";
import * as styles from "./CategoryFollowDropDown.css";
import { useFollowDefaults } from "./followDefaults";
import { followPreferences, hasNotificationMethod, NOTIFICATION_TYPES, UNFOLLOWED, withoutNotifications } from "./followPreferences";
import type { FollowRecord } from "./FollowRecord";
import { useSaveCategoryPreferences, type SaveFailureListener } from "./useSaveCategoryPreferences";

export interface CategoryFollowPanelProps {
  id: string;
  open: boolean;
  category: FollowRecord;
  preferences: CategoryPreferences;
  preview: boolean;
  onClose(): void;
  onFailure: SaveFailureListener;
}

/** Where a member's follows are listed (spec §2). */
const FOLLOWED_CONTENT_PATH = "/profile/followed-content";

/**
 * The follow dropdown's panel and the following state machine of spec §4:
 * - opening it on an unfollowed category (not in preview) follows at once, with the member's own
 *   defaults' popup and email flags per type, and the digest when it is offered (the server fills
 *   them: the save asks only to follow);
 * - 'Notify me of new content' (offered with the digest) shows the table; unticking it turns
 *   every type's notifications off;
 * - each toggle saves (optimistic, throttled: `useSaveCategoryPreferences`);
 * - 'Unfollow Category' sets every key false, the digest too, saves, then closes.
 * Preview mode (spec §5) follows nothing and blocks every toggle. Stays mounted while closed, so a
 * change waiting for the throttle's window is still sent.
 */
export default function CategoryFollowPanel({ id, open, category, preferences: cached, preview, onClose, onFailure }: CategoryFollowPanelProps): ReactNode {
  const config = useSiteConfig();
  const defaults = useFollowDefaults();
  const { pathname } = useLocation();
  const save = useSaveCategoryPreferences(category.categoryID, cached, onFailure);
  // What the toggles show. The query cache tells its readers a task after a change, and React puts a
  // controlled checkbox back as it was at the end of the click: a toggle read from the cache alone
  // flips back for that moment. This copy takes the change within the click and follows the cache.
  const [preferences, setPreferences] = useState(cached);
  const [lastCached, setLastCached] = useState(cached);
  if (lastCached !== cached) {
    setLastCached(cached);
    setPreferences(cached);
  }
  const emailsEnabled = config["emails.enabled"] === true;
  // Spec §5: the digest is offered when the site sends one and the member's defaults want it.
  const digestOffered = config["emails.digest"] === true && defaults?.DigestEnabled.email === true;
  const followed = preferences["preferences.followed"];
  const [notifyOfContent, setNotifyOfContent] = useState(() => !digestOffered || hasNotificationMethod(preferences));
  const headingID = useId();
  const followedOnOpen = useRef(false);

  useEffect(() => {
    if (!open) {
      followedOnOpen.current = false;
      return;
    }
    // The member's defaults decide what following shows: it waits for them.
    if (followed || preview || followedOnOpen.current || !defaults) return;
    followedOnOpen.current = true;
    const next = followPreferences(defaults, { emailsEnabled, digestOffered });
    setNotifyOfContent(!digestOffered || hasNotificationMethod(next));
    // Shown at once as the defaults say; the server fills the follow from the same preferences.
    save(next, { "preferences.followed": true });
    // Only the opening decides: a later unfollow must not follow again while it stays open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, defaults === undefined]);

  // The digest offer is known once the defaults are: the 'notify me' tick of a followed category
  // follows its saved preferences (following on open sets it itself).
  useEffect(() => {
    if (followed) setNotifyOfContent(!digestOffered || hasNotificationMethod(preferences));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [digestOffered]);

  const change = (delta: Partial<CategoryPreferences>) => {
    if (preview) return;
    const next: CategoryPreferences = { ...preferences, ...delta, "preferences.followed": true };
    setPreferences(next);
    save(next);
  };
  const showTable = !digestOffered || notifyOfContent;
  const methodMissing = digestOffered && showTable && !hasNotificationMethod(preferences);

  return (
    <div id={id} role="dialog" aria-labelledby={headingID} className={styles.panel} hidden={!open}>
      <h2 id={headingID} className={styles.heading}>
        {t("Notification Preferences")}
      </h2>
      <p className={styles.recordName}>{category.name}</p>
      {digestOffered && (
        <div className={styles.checks}>
          <Checkbox
            label={t("Include in email digest")}
            checked={preferences["preferences.email.digest"]}
            disabled={preview}
            onChange={(checked) => change({ "preferences.email.digest": checked })}
          />
          <Checkbox
            label={t("Notify me of new content")}
            checked={notifyOfContent}
            disabled={preview}
            onChange={(checked) => {
              setNotifyOfContent(checked);
              if (!checked) change(withoutNotifications(preferences));
            }}
          />
        </div>
      )}
      {showTable && <PreferencesTable preferences={preferences} emailsEnabled={emailsEnabled} disabled={preview} onChange={change} />}
      {methodMissing && <p className={styles.rule}>{t("At least one notification method must be selected to receive notifications.")}</p>}
      <div className={styles.footer}>
        <div className={styles.links}>
          <a href={toSitePath(category.url)} target="_blank" rel="noopener noreferrer">
            {t("View Record")}
          </a>
          {!pathname.includes("/followed-content") && <Link to={FOLLOWED_CONTENT_PATH}>{t("Manage Followed Content")}</Link>}
        </div>
        <Button
          disabled={preview || !followed}
          onClick={() => {
            save(UNFOLLOWED);
            setNotifyOfContent(!digestOffered);
            onClose();
          }}
        >
          {t("Unfollow Category")}
        </Button>
      </div>
    </div>
  );
}

interface PreferencesTableProps {
  preferences: CategoryPreferences;
  emailsEnabled: boolean;
  disabled: boolean;
  onChange(delta: Partial<CategoryPreferences>): void;
}

/** The toggles: a row per type of content, a popup column and (spec §5: only with `emails.enabled`) an email column. */
function PreferencesTable({ preferences, emailsEnabled, disabled, onChange }: PreferencesTableProps): ReactNode {
  const ids = useId();
  const methods = emailsEnabled ? (["popup", "email"] as const) : (["popup"] as const);
  const methodLabel = { popup: t("Notification popup"), email: t("Notification Email") };
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {methods.map((method) => (
            <th key={method} id={`${ids}-${method}`} scope="col" className={styles.cell}>
              {methodLabel[method]}
            </th>
          ))}
          <th scope="col" className={styles.cell}>
            <span className={visuallyHidden}>{t("Notification")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_TYPES.map(({ type, description }) => (
          <tr key={type}>
            {methods.map((method) => {
              const key = `preferences.${method}.${type}` as const;
              return (
                <td key={method} className={styles.cell}>
                  <input
                    type="checkbox"
                    checked={preferences[key]}
                    disabled={disabled}
                    aria-labelledby={`${ids}-${method} ${ids}-${type}`}
                    onChange={(event) => onChange({ [key]: event.currentTarget.checked })}
                  />
                </td>
              );
            })}
            <td id={`${ids}-${type}`} className={styles.cell}>
              {t(description)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
