import type { ReactionSummary } from "@quorum/api";
import { Avatar, t } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./ReactionUsers.css";
import type { ReactionRecord } from "./reactionsPath";
import { useReactionLog } from "./useReactionLog";

/** Spec §9: up to this many users are named; beyond, this many avatars and '+N'. */
const REACTION_USERS_SHOWN = 5;

export interface ReactionUsersProps {
  record: ReactionRecord;
  reaction: ReactionSummary;
}

/** Who reacted with `reaction` (the tooltip's content): names up to 5, else 5 stacked avatars and '+N'. */
export function ReactionUsers({ record, reaction }: ReactionUsersProps): ReactNode {
  // The newest five of this type are all it ever shows; the summary's count gives the rest.
  const log = useReactionLog(record, { type: reaction.urlcode, limit: REACTION_USERS_SHOWN });
  if (log.isPending) return t("Loading…");
  if (!log.data) return reaction.name;
  const users = log.data.map((entry) => entry.user);
  const total = Math.max(users.length, reaction.count);
  if (total <= REACTION_USERS_SHOWN) {
    return (
      <ul className={styles.list} aria-label={reaction.name}>
        {users.map((user) => (
          <li key={user.userID} className={styles.user}>
            <Avatar photoUrl={user.photoUrl} name={user.name} size="xsmall" decorative />
            {user.name}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <span className={styles.stack}>
      {users.slice(0, REACTION_USERS_SHOWN).map((user) => (
        <Avatar key={user.userID} className={styles.stacked} photoUrl={user.photoUrl} name={user.name} size="xsmall" />
      ))}
      <span className={styles.more}>{`+${total - REACTION_USERS_SHOWN}`}</span>
    </span>
  );
}
