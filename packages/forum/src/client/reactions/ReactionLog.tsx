import type { ReactionLogEntry } from "@quorum/api";
import { Avatar, Button, DateTime, ErrorMessage, Loader, t } from "@quorum/core";
import type { ReactNode } from "react";
import { UserLink } from "../posts/UserLink";
import * as styles from "./ReactionLog.css";
import type { ReactionRecord } from "./reactionsPath";
import { useReactionLog } from "./useReactionLog";

export interface ReactionLogProps {
  record: ReactionRecord;
  /** Offers a Remove button per entry (moderators). */
  onRemove?: (entry: ReactionLogEntry) => void;
  /** The entry whose removal is in flight. */
  removing?: ReactionLogEntry | null;
}

/** The log shows the newest reactions, as many as one call may answer. */
const REACTION_LOG_LIMIT = 100;

/** A post's reactions log: who reacted, with which reaction, when (reactions.view). */
export function ReactionLog({ record, onRemove, removing }: ReactionLogProps): ReactNode {
  const log = useReactionLog(record, { limit: REACTION_LOG_LIMIT });
  if (log.isPending) return <Loader />;
  if (log.isError) return <ErrorMessage error={log.error} />;
  if (log.data.length === 0) return <p>{t("No one has reacted to this post yet.")}</p>;
  return (
    <ul className={styles.list}>
      {log.data.map((entry) => (
        <li key={`${entry.userID}-${entry.tagID}`} className={styles.entry}>
          <span className={styles.who}>
            <Avatar photoUrl={entry.user.photoUrl} name={entry.user.name} size="xsmall" decorative />
            <UserLink user={entry.user} />
          </span>
          <span className={styles.what}>{entry.reactionType.name}</span>
          <DateTime className={styles.when} date={entry.dateInserted} />
          {onRemove && (
            <Button
              variant="text"
              busy={removing === entry}
              disabled={!!removing}
              aria-label={t("Remove the {reaction} reaction of {user}", { reaction: entry.reactionType.name, user: entry.user.name })}
              onClick={() => onRemove(entry)}
            >
              {t("Remove")}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
