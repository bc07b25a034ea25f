import { profilePath, type CurrentUser } from "@quorum/api";
import type { UserRow } from "./UserRow";

/** The signed-in user as `GET /users/me` answers it (spec §3 "Current user"). */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    userID: user.userID,
    name: user.name,
    url: profilePath(user.name),
    photoUrl: user.photoUrl,
    dateLastActive: user.dateLastActive?.toISOString() ?? null,
    title: user.title,
    email: user.email,
    isAdmin: user.isAdmin,
    emailConfirmed: user.emailConfirmed,
    roleIDs: user.roleIDs,
    countUnreadNotifications: 0,
    countUnreadConversations: 0,
    signature: user.signature === null ? null : { body: user.signature },
  };
}
