import { DIGEST_PREFERENCE_KEY, NOTIFICATION_LANGUAGE_KEY, NOTIFICATION_PREFERENCE_TYPES, type NotificationPreferences } from "@quorum/api";
import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import { defaultPreference } from "./defaultPreference";
import type { EmailOffers } from "./emailOffers";

/**
 * A member's defaults as `GET /notification-preferences/{userID}` answers them: every type's
 * `{ popup, email }`, `DigestEnabled: { email }` and `NotificationLanguage` (the site's locale
 * until they choose). Emails the site does not offer read as off.
 */
export async function memberPreferences(db: Kysely<CoreTables>, userID: number, offers: EmailOffers, siteLocale: string): Promise<NotificationPreferences> {
  const [rows, language] = await Promise.all([
    db.selectFrom("notificationPreferences").select(["key", "popup", "email"]).where("userID", "=", userID).execute(),
    db.selectFrom("notificationLanguages").select("language").where("userID", "=", userID).executeTakeFirst(),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row]));
  const read = (key: string) => stored.get(key) ?? defaultPreference(key);
  const result: NotificationPreferences = {
    [DIGEST_PREFERENCE_KEY]: { email: offers.digest && read(DIGEST_PREFERENCE_KEY).email },
    [NOTIFICATION_LANGUAGE_KEY]: language?.language ?? siteLocale,
  };
  for (const { key } of NOTIFICATION_PREFERENCE_TYPES) {
    const value = read(key);
    result[key] = { popup: value.popup, email: offers.email && value.email };
  }
  return result;
}
