import { Avatar, Label, UserCardLink } from "@quorum/core";
import type { UserFragment } from "@quorum/api";
import type { ReactNode } from "react";
import * as styles from "./PostAuthor.css";
import { UserLink } from "./UserLink";

export interface PostAuthorProps {
  /** The author; without one only `children` show. A `label` (a rank) shows beside the name. */
  user: Pick<UserFragment, "userID" | "name" | "photoUrl" | "label" | "labelStyle"> | null | undefined;
  /** What goes under the name: the post's date, category, labels. */
  children?: ReactNode;
}

/**
 * The head of a post or comment: the author's avatar, and their name (with the label the server
 * gives them, such as a rank: text in one of the theme's tones) over `children`.
 */
export function PostAuthor({ user, children }: PostAuthorProps): ReactNode {
  return (
    <div className={styles.author}>
      {user && (
        <UserCardLink user={user} decorative>
          <Avatar photoUrl={user.photoUrl} name={user.name} size="medium" decorative />
        </UserCardLink>
      )}
      <div className={styles.text}>
        {user && (
          <span>
            <UserLink user={user} className={styles.name} />
            {user.label && (
              <>
                {" "}
                <Label tone={user.labelStyle ?? "plain"}>{user.label}</Label>
              </>
            )}
          </span>
        )}
        {children}
      </div>
    </div>
  );
}
