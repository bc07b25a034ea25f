import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";

/** Each member's unread entries shown in the flyout (members with none are absent). */
export async function countUnreadNotifications(db: Kysely<CoreTables>, userIDs: readonly number[]): Promise<Map<number, number>> {
  if (userIDs.length === 0) return new Map();
  const rows = await db
    .selectFrom("notifications")
    .select(["userID", (eb) => eb.fn.countAll<number>().as("count")])
    .where("userID", "in", userIDs)
    .where("popup", "=", true)
    .where("read", "=", false)
    .groupBy("userID")
    .execute();
  return new Map(rows.map((row) => [row.userID, Number(row.count)]));
}
