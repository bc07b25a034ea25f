import { Avatar, UserCardLink } from "@quorum/core";
import type { UserFragment } from "@quorum/api";
import type { ReactNode } from "react";
import * as styles from "./PostAuthor.css";
import { UserLink } from "./UserLink";

export interface PostAuthorProps {
  /** The author; without one only `children` show. */
  user: Pick<UserFragment, "userID" | "name" | "photoUrl"> | null | undefined;
  /** What goes under the name: the post's date, category, labels. */
  children?: ReactNode;
}

/** The head of a post or comment: the author's avatar, and their name over `children`. */
export function PostAuthor({ user, children }: PostAuthorProps): ReactNode {
  return (
    <div className={styles.author}>
      {user && (
        <UserCardLink user={user} decorative>
          <Avatar photoUrl={user.photoUrl} name={user.name} size="medium" decorative />
        </UserCardLink>
      )}
      <div className={styles.text}>
        {user && <UserLink user={user} className={styles.name} />}
        {children}
      </div>
    </div>
  );
}
