import type { User } from "@quorum/api";
import { toUserFragment } from "./toUserFragment";
import type { UserRow } from "./UserRow";

/** A user as `GET /users/{id}` answers it; the email only when the viewer may see it. */
export function toUser(user: UserRow, showEmail: boolean): User {
  return {
    ...toUserFragment(user),
    banned: user.banned ? 1 : 0,
    ...(showEmail ? { email: user.email } : {}),
    roleIDs: user.roleIDs,
    dateInserted: user.dateInserted.toISOString(),
  };
}
