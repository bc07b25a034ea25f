import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import { defaultPreference } from "./defaultPreference";
import { readEmailOffers } from "./emailOffers";

/**
 * How each of `userIDs` wants to hear of `key` (a type of spec §3, `DiscussionComment`…, or
 * `DigestEnabled`): the stored choice, the default for the rest. Emails are off for everyone while
 * the site's settings do not offer them (`emails.enabled`; `emails.digest` for the digest), so a
 * sender need not check. One query for the users, however many.
 */
export async function readNotificationPreferences(
  db: Kysely<CoreTables>,
  userIDs: readonly number[],
  key: string,
): Promise<Map<number, { popup: boolean; email: boolean }>> {
  const result = new Map<number, { popup: boolean; email: boolean }>();
  if (userIDs.length === 0) return result;
  const [offers, rows] = await Promise.all([
    readEmailOffers(db),
    db
      .selectFrom("notificationPreferences")
      .select(["userID", "popup", "email"])
      .where("key", "=", key)
      .where("userID", "in", [...new Set(userIDs)])
      .execute(),
  ]);
  const emailOffered = key === "DigestEnabled" ? offers.digest : offers.email;
  const stored = new Map(rows.map((row) => [row.userID, row]));
  const fallback = defaultPreference(key);
  for (const userID of userIDs) {
    const row = stored.get(userID) ?? fallback;
    result.set(userID, { popup: row.popup, email: emailOffered && row.email });
  }
  return result;
}
