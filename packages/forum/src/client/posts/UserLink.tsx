import { boundedMemo, Link } from "@quorum/core";
import { profilePath } from "@quorum/api";
import type { UserFragment } from "@quorum/api";
import type { ReactNode } from "react";

export interface UserLinkProps {
  user: Pick<UserFragment, "userID" | "name">;
  className?: string;
}

// `encodeURIComponent` costs about half a microsecond, and a thread links its authors again and
// again (and on every view): their paths are remembered.
const pathOf = boundedMemo(profilePath);

/** A member's name linking to their profile; placeholder users (userID 0) have no profile to link to. */
export function UserLink({ user, className }: UserLinkProps): ReactNode {
  if (user.userID <= 0) return <span className={className}>{user.name}</span>;
  return (
    <Link className={className} to={pathOf(user.name)}>
      {user.name}
    </Link>
  );
}
