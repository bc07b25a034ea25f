import type { Badge, BadgeIconValue, BadgeRuleType } from "../../shared/Badge";
import { badgeUrl } from "../../shared/Badge";
import type { BadgesDb } from "../db/BadgesTables";

export type BadgeRow = {
  badgeID: number;
  name: string;
  description: string;
  icon: string;
  points: number;
  ruleType: string | null;
  ruleThreshold: number | null;
  requestable: boolean;
  dateInserted: Date;
};

/** Badges as the API answers them, with how many members hold each (one query for the list). */
export async function serializeBadges(db: BadgesDb, rows: readonly BadgeRow[]): Promise<Badge[]> {
  const ids = rows.map((row) => row.badgeID);
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom("userBadges")
          .select(["badgeID", (eb) => eb.fn.countAll<string>().as("count")])
          .where("badgeID", "in", ids)
          .groupBy("badgeID")
          .execute();
  const countOf = new Map(counts.map((row) => [row.badgeID, Number(row.count)]));
  return rows.map((row) => ({
    badgeID: row.badgeID,
    name: row.name,
    description: row.description,
    icon: row.icon as BadgeIconValue,
    points: row.points,
    rule: row.ruleType !== null && row.ruleThreshold !== null ? { type: row.ruleType as BadgeRuleType, threshold: row.ruleThreshold } : null,
    requestable: row.requestable,
    countUsers: countOf.get(row.badgeID) ?? 0,
    url: badgeUrl(row.badgeID),
    dateInserted: new Date(row.dateInserted).toISOString(),
  }));
}
