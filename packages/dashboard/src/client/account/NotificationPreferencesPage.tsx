import type { NotificationPreferences, NotificationPreferencesSchemaNode } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { Checkbox, ErrorMessage, ErrorPage, t, useApiClient, useCurrentUser, useToast } from "@quorum/core";
import { Suspense, useRef, useState } from "react";
import type { ReactNode } from "react";
import { DashboardPage } from "../DashboardPage";
import * as styles from "./NotificationPreferencesPage.css";
import { useLeadingThrottle } from "./useLeadingThrottle";
import { useNotificationPreferences } from "./useNotificationPreferences";

/** Spec §9: one preference save per 1250 ms, leading edge. */
export const PREFERENCE_SAVE_INTERVAL_MS = 1250;

/** The types whose notifications the digest stands beside: new content in followed categories. */
const FOLLOWED_TYPES = ["NewDiscussion", "NewComment"];
const NO_METHOD = "At least one notification method must be selected to receive notifications.";

type Flags = { popup: boolean; email: boolean };

/** Spec §5: with the digest on, some method must stay selected for followed content. */
function lacksMethod(preferences: NotificationPreferences): boolean {
  if (!preferences.DigestEnabled.email) return false;
  return FOLLOWED_TYPES.every((key) => {
    const flags = preferences[key] as Flags | undefined;
    return !flags?.popup && !flags?.email;
  });
}

/** What a save sends: every flag (never the language, which this page does not change). */
function patchBody(preferences: NotificationPreferences): Record<string, unknown> {
  return Object.fromEntries(Object.entries(preferences).filter(([key]) => key !== "NotificationLanguage"));
}

function PreferencesTable({ userID }: { userID: number }): ReactNode {
  const { schema, preferences: loaded } = useNotificationPreferences(userID);
  const api = useApiClient();
  const toasts = useToast();
  const [preferences, setPreferences] = useState(loaded);
  const [error, setError] = useState<ApiError | null>(null);
  // The last state the server confirmed: a failed save puts it back (spec §8).
  const saved = useRef(loaded);
  const save = useLeadingThrottle((next: NotificationPreferences) => {
    api
      .patch<NotificationPreferences>(`/notification-preferences/${userID}`, patchBody(next))
      .then(({ data }) => {
        saved.current = data;
        setError(null);
        toasts.addToast({ body: t("Success! Preferences saved"), autoDismiss: true });
      })
      .catch((failure: ApiError) => {
        setPreferences(saved.current);
        setError(failure);
      });
  }, PREFERENCE_SAVE_INTERVAL_MS);

  const change = (next: NotificationPreferences) => {
    setPreferences(next);
    if (!lacksMethod(next)) save(next);
  };
  const setFlag = (key: string, flag: keyof Flags, value: boolean) => change({ ...preferences, [key]: { ...(preferences[key] as Flags), [flag]: value } });

  const notifications = schema.properties.notifications;
  const digest = schema.properties.DigestEnabled;
  const groups = Object.entries(notifications?.properties ?? {});
  const hasEmail = groups.some(([, group]) => Object.values(group.properties ?? {}).some((type) => type.properties?.email));
  return (
    <>
      {error && <ErrorMessage error={error} />}
      {lacksMethod(preferences) && <ErrorMessage message={t(NO_METHOD)} />}
      {notifications?.["x-control"]?.description && <p>{t(notifications["x-control"].description)}</p>}
      <table className={styles.table}>
        {groups.map(([groupKey, group]) => (
          <PreferenceGroup key={groupKey} group={group} hasEmail={hasEmail} preferences={preferences} onChange={setFlag} />
        ))}
      </table>
      {digest && (
        <Checkbox
          label={t(digest["x-control"]?.label ?? "Email Digest")}
          checked={preferences.DigestEnabled.email}
          onChange={(value) => change({ ...preferences, DigestEnabled: { email: value } })}
        />
      )}
    </>
  );
}

interface PreferenceGroupProps {
  group: NotificationPreferencesSchemaNode;
  hasEmail: boolean;
  preferences: NotificationPreferences;
  onChange(key: string, flag: keyof Flags, value: boolean): void;
}

function PreferenceGroup({ group, hasEmail, preferences, onChange }: PreferenceGroupProps): ReactNode {
  const label = t(group["x-control"]?.label ?? "");
  return (
    <tbody>
      <tr>
        <th scope="col" className={styles.groupHeading}>
          {label}
        </th>
        <th scope="col" className={styles.columnHeading}>
          {t("Popup")}
        </th>
        {hasEmail && (
          <th scope="col" className={styles.columnHeading}>
            {t("Email")}
          </th>
        )}
      </tr>
      {Object.entries(group.properties ?? {}).map(([key, type]) => {
        const flags = preferences[key] as Flags;
        const name = t(type["x-control"]?.label ?? key);
        const description = type["x-control"]?.description;
        return (
          <tr key={key}>
            <th scope="row" className={styles.cell}>
              {name}
              {description && <span className={styles.description}>{t(description)}</span>}
            </th>
            <td className={styles.toggleCell}>
              <Checkbox hideLabel label={`${name}: ${t("Popup")}`} checked={flags.popup} onChange={(value) => onChange(key, "popup", value)} />
            </td>
            {hasEmail && (
              <td className={styles.toggleCell}>
                {type.properties?.email && (
                  <Checkbox hideLabel label={`${name}: ${t("Email")}`} checked={flags.email} onChange={(value) => onChange(key, "email", value)} />
                )}
              </td>
            )}
          </tr>
        );
      })}
    </tbody>
  );
}

/**
 * /notification-preferences (spec §3, §5, §7): the signed-in member's notification defaults as a
 * table of toggles drawn from the server's schema (the email column only when the site sends
 * emails, the digest only when it offers one). Each change shows at once and is saved, one save
 * per 1250 ms; a failed save puts the last saved state back and shows the server's message.
 */
export default function NotificationPreferencesPage(): ReactNode {
  const user = useCurrentUser();
  if (user.userID <= 0) return <ErrorPage status={403} />;
  return (
    <DashboardPage title={t("Notification Preferences")}>
      <Suspense fallback={null}>
        <PreferencesTable userID={user.userID} />
      </Suspense>
    </DashboardPage>
  );
}
