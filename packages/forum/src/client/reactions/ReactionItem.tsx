import type { ReactionSummary } from "@quorum/api";
import type { ReactNode } from "react";
import * as styles from "./ReactionControls.css";
import { ReactionUsersToolTip } from "./ReactionUsersToolTip";
import type { ReactionRecord } from "./reactionsPath";

export interface ReactionItemProps {
  record: ReactionRecord;
  reaction: ReactionSummary;
  /** Toggles the reaction; absent when the user may not use it (the count shows alone). */
  onToggle?: (urlcode: string) => void;
  /** A reaction of this post is being applied: buttons wait. */
  busy: boolean;
  /** The user may see who reacted (reactions.view). */
  canViewUsers: boolean;
}

/** One reaction of a post's bar: its name and count, a toggle button for those who may use it. */
export function ReactionItem({ record, reaction, onToggle, busy, canViewUsers }: ReactionItemProps): ReactNode {
  const content = (
    <>
      <span>{reaction.name}</span> <span className={styles.count}>{reaction.count}</span>
    </>
  );
  const withUsers = canViewUsers && reaction.count > 0;
  const item = onToggle ? (
    // aria-disabled, not disabled: the clicked button keeps focus while the request runs.
    <button
      type="button"
      className={styles.reaction}
      aria-pressed={reaction.hasReacted}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onToggle(reaction.urlcode);
      }}
    >
      {content}
    </button>
  ) : (
    // Focusable only when focus shows something: who reacted.
    <span className={styles.reaction} tabIndex={withUsers ? 0 : undefined}>
      {content}
    </span>
  );
  if (!withUsers) return item;
  return (
    <ReactionUsersToolTip record={record} reaction={reaction}>
      {item}
    </ReactionUsersToolTip>
  );
}
