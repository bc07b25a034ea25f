import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";

/** A member's choice for one kind of notification (seam 1 of issue 13: the preference keys). */
export interface NotificationPreference {
  popup: boolean;
  email: boolean;
}

/**
 * The members' preferences for one notification type: the spec's defaults (docs/product.md §3
 * "Notification preferences": popup on, email off, for every kind). Same signature as the stored
 * preferences' reader (`readNotificationPreferences`), which replaces this once members can save
 * theirs; until then every member gets the defaults.
 */
export async function defaultNotificationPreferences(
  _db: Kysely<CoreTables>,
  userIDs: readonly number[],
  _key: string,
): Promise<Map<number, NotificationPreference>> {
  return new Map(userIDs.map((userID) => [userID, { popup: true, email: false }]));
}
