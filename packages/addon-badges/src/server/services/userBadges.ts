import type { BadgeIconValue, UserBadge } from "../../shared/Badge";
import { badgeUrl } from "../../shared/Badge";
import type { BadgesDb } from "../db/BadgesTables";

/** A member's badges, newest award first. */
export async function userBadges(db: BadgesDb, userID: number): Promise<UserBadge[]> {
  const rows = await db
    .selectFrom("userBadges as ub")
    .innerJoin("badges as b", "b.badgeID", "ub.badgeID")
    .select(["b.badgeID", "b.name", "b.description", "b.icon", "b.points", "ub.dateInserted"])
    .where("ub.userID", "=", userID)
    .orderBy("ub.dateInserted", "desc")
    .orderBy("b.badgeID", "desc")
    .execute();
  return rows.map((row) => ({
    badgeID: row.badgeID,
    name: row.name,
    description: row.description,
    icon: row.icon as BadgeIconValue,
    points: row.points,
    url: badgeUrl(row.badgeID),
    dateInserted: new Date(row.dateInserted).toISOString(),
  }));
}
