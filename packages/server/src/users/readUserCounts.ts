import type { Kysely } from "kysely";
import type { AddonContributions } from "../addons/defineServerAddon";
import type { CoreTables } from "../db/CoreTables";
import type { UserCount } from "./UserCount";
import { userHooks } from "./userHooks";

/** The counts features keep (`userHooks.counts`) of some members: by member, each count's name, field and value. */
export async function readUserCounts(
  db: Kysely<CoreTables>,
  addons: AddonContributions,
  userIDs: readonly number[],
): Promise<Map<number, { name: string; field: UserCount["field"]; count: number }[]>> {
  const sources = addons.hooks(userHooks.counts);
  const values = await Promise.all(sources.map((source) => source.count(db, userIDs)));
  return new Map(
    userIDs.map((userID) => [userID, sources.map((source, i) => ({ name: source.name, field: source.field, count: values[i]?.get(userID) ?? 0 }))]),
  );
}

/** The current user's fields the counts fill (`countUnreadConversations`), 0 where no enabled feature keeps one. */
export async function currentUserCounts(db: Kysely<CoreTables>, addons: AddonContributions, userID: number): Promise<{ countUnreadConversations: number }> {
  const fields = { countUnreadConversations: 0 };
  if (userID <= 0) return fields;
  for (const { field, count } of (await readUserCounts(db, addons, [userID])).get(userID) ?? []) fields[field] = count;
  return fields;
}
