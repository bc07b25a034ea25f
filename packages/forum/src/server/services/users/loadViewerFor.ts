import { profilePath } from "@quorum/api";
import type { QuorumContext, Viewer } from "@quorum/server";
import { forumDb } from "../../db/forumDb";

/**
 * The viewer a user would be if they signed in now: their roles and flags read fresh from the
 * database, their permissions from the app's cache. For work done on a user's behalf without a
 * request (a scheduled draft published at its time). Null for a missing or banned account, which
 * could not sign in either.
 */
export async function loadViewerFor(ctx: Pick<QuorumContext, "db" | "permissions">, userID: number): Promise<Viewer | null> {
  const db = forumDb(ctx.db);
  const row = await db
    .selectFrom("users")
    .select(["userID", "name", "photoUrl", "title", "email", "emailConfirmed", "banned", "isAdmin", "dateLastActive"])
    .where("userID", "=", userID)
    .executeTakeFirst();
  if (!row || row.banned) return null;
  const roles = await db.selectFrom("userRoles").select("roleID").where("userID", "=", userID).orderBy("roleID").execute();
  const roleIDs = roles.map((r) => r.roleID);
  const permissions = await ctx.permissions.forViewer({ userID, isAdmin: row.isAdmin, roleIDs });
  return {
    user: {
      userID,
      name: row.name,
      url: profilePath(row.name),
      photoUrl: row.photoUrl,
      title: row.title,
      email: row.email,
      dateLastActive: row.dateLastActive?.toISOString() ?? null,
      isAdmin: row.isAdmin,
      emailConfirmed: row.emailConfirmed,
      roleIDs,
      countUnreadNotifications: 0,
      countUnreadConversations: 0,
    },
    permissions,
    sessionID: null,
  };
}
