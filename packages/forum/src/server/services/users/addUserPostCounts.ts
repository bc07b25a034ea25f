import type { User } from "@quorum/api";
import type { HookContext } from "@quorum/server";
import type { ForumUser } from "../../../contract/ForumUser";
import { forumDb } from "../../db/forumDb";

/**
 * The forum's part of a user's profile (`userHooks.serialize` of @quorum/server): their post
 * counts, which the forum keeps on the `users` table. One query per list of users.
 */
export async function addUserPostCounts(users: User[], { db }: HookContext): Promise<void> {
  if (users.length === 0) return;
  const rows = await forumDb(db)
    .selectFrom("users")
    .select(["userID", "countDiscussions", "countComments"])
    .where(
      "userID",
      "in",
      users.map((user) => user.userID),
    )
    .execute();
  const counts = new Map(rows.map((row) => [row.userID, row]));
  for (const user of users) {
    const row = counts.get(user.userID);
    const fields: Pick<ForumUser, "countDiscussions" | "countComments"> = {
      countDiscussions: row?.countDiscussions ?? 0,
      countComments: row?.countComments ?? 0,
    };
    Object.assign(user, fields);
  }
}
