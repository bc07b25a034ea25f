import type { CoreTables } from "@quorum/server";
import type { Kysely } from "kysely";
import { categoryFollowers } from "../services/follows/categoryFollowers";

/**
 * The members following a category for its new posts or comments, as a notification group's
 * recipients and `delivery`: each follower's popup and email flags for that category decide, not
 * their general preferences.
 */
export async function followedCategoryRecipients(
  db: Kysely<CoreTables>,
  categoryID: number,
  kind: "posts" | "comments",
): Promise<{ recipients: number[]; delivery: Map<number, { popup: boolean; email: boolean }> }> {
  const followers = await categoryFollowers(db, categoryID, kind);
  return {
    recipients: followers.map((follower) => follower.userID),
    delivery: new Map(followers.map(({ userID, popup, email }) => [userID, { popup, email }])),
  };
}
