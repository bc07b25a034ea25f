import { profilePath, type UserFragment } from "@quorum/api";
import type { ConversationsDb } from "../db/ConversationTables";

/** The users of some ids as fragments (site-relative urls: the framework makes them absolute on the way out), one query. */
export async function userFragments(db: ConversationsDb, userIDs: Iterable<number>): Promise<Map<number, UserFragment>> {
  const ids = [...new Set(userIDs)];
  const fragments = new Map<number, UserFragment>();
  if (ids.length === 0) return fragments;
  const rows = await db.selectFrom("users").select(["userID", "name", "photoUrl", "dateLastActive", "title", "banned"]).where("userID", "in", ids).execute();
  for (const row of rows) {
    fragments.set(row.userID, {
      userID: row.userID,
      name: row.name,
      url: profilePath(row.name),
      photoUrl: row.photoUrl,
      dateLastActive: row.dateLastActive?.toISOString() ?? null,
      title: row.title,
      banned: row.banned ? 1 : 0,
    });
  }
  return fragments;
}

/** A user no longer there (a removed account), so a list never breaks on one. */
export function unknownUser(userID: number): UserFragment {
  return { userID, name: "Unknown", photoUrl: "", dateLastActive: null };
}
