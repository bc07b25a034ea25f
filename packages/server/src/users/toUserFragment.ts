import { profilePath, type UserFragment } from "@quorum/api";
import type { UserRow } from "./UserRow";

/** The fields every user shape shares (`/users/me`, `/users/{id}`). */
export function toUserFragment(user: UserRow): UserFragment & { title: string; private: boolean } {
  return {
    userID: user.userID,
    name: user.name,
    url: profilePath(user.name),
    photoUrl: user.photoUrl,
    dateLastActive: user.dateLastActive?.toISOString() ?? null,
    title: user.title,
    private: user.private,
  };
}
