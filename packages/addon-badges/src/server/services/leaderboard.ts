import type { LeaderboardRow, LeaderboardSlot } from "../../shared/Badge";
import type { BadgesDb } from "../db/BadgesTables";

/** Where a period starts at `now` (UTC): the month's first day, the week's Monday; null for all time. */
function periodStart(slot: LeaderboardSlot, now: Date): Date | null {
  if (slot === "a") return null;
  if (slot === "m") return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const day = (now.getUTCDay() + 6) % 7; // Monday 0
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

/**
 * The members with the most badge points in a period: the points of the badges awarded in it
 * (their award dates), ties by name. Members with none are not listed.
 */
export async function leaderboard(db: BadgesDb, slot: LeaderboardSlot, limit: number, now: Date): Promise<LeaderboardRow[]> {
  const start = periodStart(slot, now);
  let query = db
    .selectFrom("userBadges as ub")
    .innerJoin("badges as b", "b.badgeID", "ub.badgeID")
    .innerJoin("users as u", "u.userID", "ub.userID")
    .select(["u.userID", "u.name", "u.photoUrl", (eb) => eb.fn.sum<string>("b.points").as("points")])
    .where("u.banned", "=", false)
    .groupBy(["u.userID", "u.name", "u.photoUrl"])
    .having((eb) => eb.fn.sum("b.points"), ">", 0);
  if (start) query = query.where("ub.dateInserted", ">=", start);
  const rows = await query
    .orderBy((eb) => eb.fn.sum("b.points"), "desc")
    .orderBy("u.name")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userID: row.userID, name: row.name, photoUrl: row.photoUrl || null, points: Number(row.points) }));
}
