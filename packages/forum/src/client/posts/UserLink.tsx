import { Link } from "@quorum/core";
import { profilePath } from "@quorum/api";
import type { UserFragment } from "@quorum/api";
import type { ReactNode } from "react";

export interface UserLinkProps {
  user: Pick<UserFragment, "userID" | "name">;
  className?: string;
}

/** A member's name linking to their profile; placeholder users (userID 0) have no profile to link to. */
export function UserLink({ user, className }: UserLinkProps): ReactNode {
  if (user.userID <= 0) return <span className={className}>{user.name}</span>;
  return (
    <Link className={className} to={profilePath(user.name)}>
      {user.name}
    </Link>
  );
}
