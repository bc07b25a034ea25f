import { UserCardLink } from "@quorum/core";
import type { UserFragment } from "@quorum/api";
import type { ReactNode } from "react";

export interface UserLinkProps {
  user: Pick<UserFragment, "userID" | "name">;
  className?: string;
}

/**
 * A member's name linking to their profile and opening their user card (core's `UserCardLink`,
 * spec §2); placeholder users (userID 0) have no profile to link to.
 */
export function UserLink({ user, className }: UserLinkProps): ReactNode {
  return <UserCardLink user={user} {...(className ? { className } : {})} />;
}
