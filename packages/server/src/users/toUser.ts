import { profilePath, type User } from "@quorum/api";
import type { UserRow } from "./UserRow";

/** A user as `GET /users/{id}` answers it; the email only when the viewer may see it. */
export function toUser(user: UserRow, showEmail: boolean): User {
  return {
    userID: user.userID,
    name: user.name,
    url: profilePath(user.name),
    photoUrl: user.photoUrl,
    dateLastActive: user.dateLastActive?.toISOString() ?? null,
    title: user.title,
    banned: user.banned ? 1 : 0,
    ...(showEmail ? { email: user.email } : {}),
    roleIDs: user.roleIDs,
    countDiscussions: user.countDiscussions,
    countComments: user.countComments,
    dateInserted: user.dateInserted.toISOString(),
  };
}
