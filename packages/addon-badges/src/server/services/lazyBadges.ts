import type { BadgesDb } from "../db/BadgesTables";
import { awardByRule } from "./awardByRule";

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * The badges that come with time or with others' doing rather than with one's own post:
 * anniversaries (whole years since joining, at `now`) and reactions received (positive ones, on
 * one's discussions and comments). Worked out lazily, when the member's badges are read or they
 * post, so no job runs over every member. `now` is the caller's clock (tests pass their own).
 */
export async function lazyBadges(db: BadgesDb, userID: number, now: Date): Promise<number[]> {
  const due = await db
    .selectFrom("badges")
    .select(["ruleType"])
    .where("ruleType", "in", ["anniversary", "reactions"])
    .where("badgeID", "not in", db.selectFrom("userBadges").select("badgeID").where("userID", "=", userID))
    .execute();
  if (due.length === 0) return [];
  const awarded: number[] = [];
  return db.transaction().execute(async (trx) => {
    if (due.some((row) => row.ruleType === "anniversary")) {
      const user = await trx.selectFrom("users").select("dateInserted").where("userID", "=", userID).executeTakeFirst();
      if (user)
        awarded.push(...(await awardByRule(trx, userID, "anniversary", Math.floor((now.getTime() - new Date(user.dateInserted).getTime()) / YEAR_MS), now)));
    }
    if (due.some((row) => row.ruleType === "reactions")) {
      const { count } = await trx
        .selectFrom("reactions as r")
        .innerJoin("reactionTypes as t", "t.tagID", "r.tagID")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("t.class", "=", "positive")
        .where("r.userID", "<>", userID)
        .where((eb) =>
          eb.or([
            eb.and([
              eb("r.recordType", "=", "discussion"),
              eb("r.recordID", "in", eb.selectFrom("discussions").select("discussionID").where("insertUserID", "=", userID)),
            ]),
            eb.and([
              eb("r.recordType", "=", "comment"),
              eb("r.recordID", "in", eb.selectFrom("comments").select("commentID").where("insertUserID", "=", userID)),
            ]),
          ]),
        )
        .executeTakeFirstOrThrow();
      awarded.push(...(await awardByRule(trx, userID, "reactions", Number(count), now)));
    }
    return awarded;
  });
}
