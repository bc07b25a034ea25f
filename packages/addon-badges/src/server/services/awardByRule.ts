import type { BadgeRuleType } from "../../shared/Badge";
import type { BadgesDb } from "../db/BadgesTables";
import { awardBadges } from "./awardBadges";

/** Awards a member every automatic badge of `type` whose threshold `count` reaches and they lack. */
export async function awardByRule(db: BadgesDb, userID: number, type: BadgeRuleType, count: number, now: Date): Promise<number[]> {
  if (count <= 0) return [];
  const due = await db
    .selectFrom("badges")
    .select("badgeID")
    .where("ruleType", "=", type)
    .where("ruleThreshold", "<=", count)
    .where("badgeID", "not in", db.selectFrom("userBadges").select("badgeID").where("userID", "=", userID))
    .execute();
  return awardBadges(
    db,
    userID,
    due.map((row) => row.badgeID),
    { insertUserID: null, now },
  );
}
