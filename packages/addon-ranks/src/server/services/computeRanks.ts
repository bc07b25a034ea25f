import { userPoints } from "@quorum/server";
import type { RankReader } from "./RankReader";
import type { RankRow, RanksDb } from "../db/RanksTables";

const DAY = 24 * 60 * 60 * 1000;

/** The rank a member's figures earn: the highest-level rank, not manual-only, whose every criterion holds. */
export function earnedRank(
  ranks: readonly RankRow[],
  member: { posts: number; points: number; dateInserted: Date; roleIDs: ReadonlySet<number> },
  now: Date,
): RankRow | null {
  const days = Math.floor((now.getTime() - member.dateInserted.getTime()) / DAY);
  const qualifying = ranks.filter(
    (rank) =>
      !rank.manualOnly &&
      (rank.minPosts === null || member.posts >= rank.minPosts) &&
      (rank.minPoints === null || member.points >= rank.minPoints) &&
      (rank.minDays === null || days >= rank.minDays) &&
      (rank.roleIDs.length === 0 || rank.roleIDs.some((roleID) => member.roleIDs.has(roleID))),
  );
  return qualifying.reduce<RankRow | null>((best, rank) => (best === null || rank.level > best.level ? rank : best), null);
}

/**
 * Works out and stores some members' ranks (in `db`, which may be a post's transaction); a rank a
 * site manager gave stays. `pendingPosts`: members whose post is being written, not counted yet
 * (the forum bumps its counts after its create hooks). Answers each member's rank id.
 */
export async function computeRanks(
  db: RanksDb,
  who: RankReader,
  userIDs: readonly number[],
  pendingPosts: ReadonlySet<number> = new Set(),
): Promise<Map<number, number | null>> {
  const ids = [...new Set(userIDs.filter((userID) => userID > 0))];
  const result = new Map<number, number | null>();
  if (ids.length === 0) return result;
  // Held until the caller's transaction ends: a rank deleted meanwhile would otherwise be written
  // into userRanks after its delete committed (a foreign-key failure on PostgreSQL); the delete waits.
  const ranks = await db.selectFrom("ranks").selectAll().forShare().execute();
  const members = await db.selectFrom("users").select(["userID", "dateInserted", "countDiscussions", "countComments"]).where("userID", "in", ids).execute();
  const roles = await db.selectFrom("userRoles").select(["userID", "roleID"]).where("userID", "in", ids).execute();
  const manual = new Map(
    (await db.selectFrom("userRanks").select(["userID", "rankID"]).where("userID", "in", ids).where("manual", "=", true).execute()).map((row) => [
      row.userID,
      row.rankID,
    ]),
  );
  // Points cost every source's query: only when a rank asks for them.
  const points = ranks.some((rank) => rank.minPoints !== null)
    ? await userPoints(who.addons, ids, { db, viewer: who.viewer, addons: who.addons })
    : new Map<number, number>();
  const now = new Date();
  const earned = members
    .filter((member) => !manual.has(member.userID))
    .map((member) => {
      const rank = earnedRank(
        ranks,
        {
          posts: member.countDiscussions + member.countComments + (pendingPosts.has(member.userID) ? 1 : 0),
          points: points.get(member.userID) ?? 0,
          dateInserted: new Date(member.dateInserted),
          roleIDs: new Set(roles.filter((role) => role.userID === member.userID).map((role) => role.roleID)),
        },
        now,
      );
      return { userID: member.userID, rankID: rank?.rankID ?? null, manual: false, dateComputed: now };
    });
  if (earned.length > 0) {
    await db
      .insertInto("userRanks")
      .values(earned)
      .onConflict((oc) =>
        oc
          .column("userID")
          .doUpdateSet((eb) => ({ rankID: eb.ref("excluded.rankID"), dateComputed: eb.ref("excluded.dateComputed") }))
          .where("userRanks.manual", "=", false),
      )
      .execute();
  }
  for (const row of earned) result.set(row.userID, row.rankID);
  for (const [userID, rankID] of manual) result.set(userID, rankID);
  return result;
}
