import type { UserFragment } from "@quorum/api";
import type { ForumDb } from "../../db/ForumTables";

/** Loads the card fields of many users in one query; unknown ids are simply absent from the map. */
export async function loadUserFragments(db: ForumDb, userIDs: Iterable<number | null | undefined>): Promise<Map<number, UserFragment>> {
  const ids = [...new Set([...userIDs].filter((id): id is number => typeof id === "number" && id > 0))];
  const out = new Map<number, UserFragment>();
  if (ids.length === 0) return out;
  const rows = await db.selectFrom("users").select(["userID", "name", "photoUrl", "title", "banned", "dateLastActive"]).where("userID", "in", ids).execute();
  for (const row of rows) {
    out.set(row.userID, {
      userID: row.userID,
      name: row.name,
      url: `/profile/${encodeURIComponent(row.name)}`,
      photoUrl: row.photoUrl,
      dateLastActive: row.dateLastActive ? row.dateLastActive.toISOString() : null,
      title: row.title,
      banned: row.banned ? 1 : 0,
    });
  }
  return out;
}
