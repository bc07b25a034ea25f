import type { ReactionSummary } from "@quorum/api";
import { t } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./ReactionControls.css";

export interface VoteCounterProps {
  score: number;
  /** The post's `up` reaction, when the user may use it. */
  up?: ReactionSummary | undefined;
  /** The post's `down` reaction, when the user may use it. */
  down?: ReactionSummary | undefined;
  onToggle(urlcode: string): void;
  busy: boolean;
}

/** The score between Upvote and Downvote, which apply or remove the `up`/`down` reaction (spec §2, §4). */
export function VoteCounter({ score, up, down, onToggle, busy }: VoteCounterProps): ReactNode {
  return (
    <div className={styles.votes} role="group" aria-label={t("Votes")}>
      {up && <VoteButton reaction={up} label={t("Upvote")} path="M6 1L11 8H1z" onToggle={onToggle} busy={busy} />}
      <span className={styles.score} title={t("Score")}>
        {score}
      </span>
      {down && <VoteButton reaction={down} label={t("Downvote")} path="M6 11L1 4h10z" onToggle={onToggle} busy={busy} />}
    </div>
  );
}

interface VoteButtonProps {
  reaction: ReactionSummary;
  label: string;
  path: string;
  onToggle(urlcode: string): void;
  busy: boolean;
}

function VoteButton({ reaction, label, path, onToggle, busy }: VoteButtonProps): ReactNode {
  return (
    <button
      type="button"
      className={styles.vote}
      aria-label={label}
      title={label}
      aria-pressed={reaction.hasReacted}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onToggle(reaction.urlcode);
      }}
    >
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        <path d={path} fill="currentColor" />
      </svg>
    </button>
  );
}
