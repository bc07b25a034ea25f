import type { ForumDb } from "../db/ForumTables";

/**
 * SEAM (issue 13 §4, category following): the members following a category for new posts or
 * comments. Wired at merge to `categoryFollowers(db, categoryID, kind)` of
 * `services/follows/categoryFollowers.ts`, mapping each follower whose `popup` or `email` is on to
 * its userID. Until then no one follows a category, so these notifications have no recipients.
 */
export async function followedCategoryRecipients(_db: ForumDb, _categoryID: number, _kind: "posts" | "comments"): Promise<number[]> {
  return [];
}
