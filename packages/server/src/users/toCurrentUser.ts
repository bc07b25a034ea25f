import type { CurrentUser } from "@quorum/api";
import { toUserFragment } from "./toUserFragment";
import type { UserRow } from "./UserRow";

/** The signed-in user as `GET /users/me` answers it (spec §3 "Current user"). */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    ...toUserFragment(user),
    email: user.email,
    isAdmin: user.isAdmin,
    emailConfirmed: user.emailConfirmed,
    roleIDs: user.roleIDs,
    countUnreadNotifications: 0,
    countUnreadConversations: 0,
    signature: user.signature === null ? null : { body: user.signature },
  };
}
