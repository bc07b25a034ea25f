import type { BadgesDb } from "../db/BadgesTables";
import { badgeAwardNotifications } from "../notifications/badgeAwardNotifications";

export interface AwardOptions {
  /** Who gave it; null when the server awarded it by a rule. */
  insertUserID: number | null;
  reason?: string;
  now: Date;
  /** False for demo content: no member hears of awards they did not earn on the site. */
  notify?: boolean;
}

/**
 * Gives a member badges they do not hold yet and queues one notification per new award, in the
 * caller's transaction: the notification job commits (or rolls back) with the award, and the
 * platform's worker sends it (docs/addons.md; `notifications.emit` writes the same row after a
 * commit, which a write hook inside the forum's transaction cannot wait for). Answers the badges
 * newly awarded.
 */
export async function awardBadges(db: BadgesDb, userID: number, badgeIDs: readonly number[], options: AwardOptions): Promise<number[]> {
  if (badgeIDs.length === 0) return [];
  const inserted = await db
    .insertInto("userBadges")
    .values(badgeIDs.map((badgeID) => ({ badgeID, userID, insertUserID: options.insertUserID, reason: options.reason ?? "", dateInserted: options.now })))
    .onConflict((oc) => oc.columns(["badgeID", "userID"]).doNothing())
    .returning("badgeID")
    .execute();
  const awarded = inserted.map((row) => row.badgeID);
  if (awarded.length > 0 && options.notify !== false) {
    await db
      .insertInto("notificationJobs")
      .values(
        awarded.map((badgeID) => ({
          source: badgeAwardNotifications.name,
          params: JSON.stringify({ badgeID, userID }),
          // The platform never notifies the actor: a rule award has none (0), the member is no actor of it.
          actorUserID: options.insertUserID ?? 0,
        })),
      )
      .execute();
  }
  return awarded;
}
