import type { PointsSource } from "@quorum/server";
import { badgesDb } from "../db/BadgesTables";

/** `pointsHooks.source`: a member's points are the sum of their badges' points (one query per list). */
export const badgePoints: PointsSource = async (userIDs, { db }) => {
  if (userIDs.length === 0) return new Map();
  const rows = await badgesDb(db)
    .selectFrom("userBadges as ub")
    .innerJoin("badges as b", "b.badgeID", "ub.badgeID")
    .select(["ub.userID", (eb) => eb.fn.sum<string>("b.points").as("points")])
    .where("ub.userID", "in", userIDs)
    .groupBy("ub.userID")
    .execute();
  return new Map(rows.map((row) => [row.userID, Number(row.points)]));
};
