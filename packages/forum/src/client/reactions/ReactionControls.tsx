import type { Discussion, ReactionCount, ReactionLogEntry, ReactionSummary } from "@quorum/api";
import { t, useCurrentUser, usePermission } from "@quorum/core";
import type { ReactNode } from "react";
import { applyReactionRemoval } from "./applyReactionRemoval";
import type { ReactionState } from "./applyReactionToggle";
import { isFlagReaction } from "./isFlagReaction";
import * as styles from "./ReactionControls.css";
import { ReactionItem } from "./ReactionItem";
import { ReactionLogButton } from "./ReactionLogButton";
import type { ReactionRecord } from "./reactionsPath";
import { useReactionAbility } from "./useReactionAbility";
import type { ReactionAbility } from "./useReactionAbility";
import { useReactionToggle } from "./useReactionToggle";
import { useReactionTypes } from "./useReactionTypes";
import { VoteCounter } from "./VoteCounter";
import { withReactionTypes } from "./withReactionTypes";

export interface ReactionControlsProps {
  record: ReactionRecord;
  /** The post's reactions and score as the page knows them. */
  state: ReactionState;
  onChange(next: ReactionState): void;
  /** The post's discussion: its category and closed state decide who may react (spec §6). */
  discussion: Discussion | null | undefined;
}

const isVote = (reaction: ReactionSummary): boolean => reaction.urlcode === "up" || reaction.urlcode === "down";

/**
 * A post's vote counter, reactions bar and (for moderators) 'Log' button. Those who may react get
 * buttons; everyone else sees the counts only, which costs no query at all (a thread has many posts).
 */
export function ReactionControls({ record, state, onChange, discussion }: ReactionControlsProps): ReactNode {
  const ability = useReactionAbility(discussion);
  const canModerate = usePermission("community.moderate");
  const canViewUsers = usePermission("reactions.view");
  const user = useCurrentUser();
  const shared = { record, state, canViewUsers };
  return (
    <div className={styles.controls}>
      {ability.mayReact ? <ReactionButtons {...shared} onChange={onChange} ability={ability} /> : reactionCounts(shared)}
      {canModerate && (
        <ReactionLogButton
          record={record}
          onRemoved={(entry: ReactionLogEntry, counts: ReactionCount[] | null) =>
            onChange(applyReactionRemoval(state, entry, counts, entry.userID === user.userID))
          }
        />
      )}
    </div>
  );
}

interface PartProps {
  record: ReactionRecord;
  state: ReactionState;
  canViewUsers: boolean;
}

/**
 * Counts only: the votes' score (when the post has votes) and the reactions it has. A function,
 * not a component: it has no hooks, it is what guests see under every post of a thread, and most
 * posts have nothing to count (then it is nothing, not two empty elements to render).
 */
function reactionCounts({ record, state, canViewUsers }: PartProps): ReactNode {
  const shown = state.reactions.filter((reaction) => reaction.count > 0 && !isFlagReaction(reaction) && !isVote(reaction));
  const hasVotes = state.reactions.some(isVote);
  if (!hasVotes && shown.length === 0) return null;
  return (
    <>
      {hasVotes && <VoteCounter score={state.score} onToggle={noop} busy={false} />}
      {shown.length > 0 && (
        <ul className={styles.bar} aria-label={t("Reactions")}>
          {shown.map((reaction) => (
            <li key={reaction.urlcode}>
              <ReactionItem record={record} reaction={reaction} busy={false} canViewUsers={canViewUsers} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Every type the user may use as a toggle button, plus the others' counts. */
function ReactionButtons({
  record,
  state,
  onChange,
  ability,
  canViewUsers,
}: PartProps & { onChange(next: ReactionState): void; ability: ReactionAbility }): ReactNode {
  const types = useReactionTypes(true);
  const listed = withReactionTypes(state.reactions, types);
  const { toggle, pending } = useReactionToggle({ record, state: { reactions: listed, score: state.score }, onChange });
  const onToggle = (urlcode: string): void => void toggle(urlcode);
  const usable = (urlcode: string): ReactionSummary | undefined => listed.find((reaction) => reaction.urlcode === urlcode && ability.canUse(reaction));
  const up = usable("up");
  const down = usable("down");
  const shown = listed.filter((reaction) => !isFlagReaction(reaction) && !isVote(reaction) && (reaction.count > 0 || ability.canUse(reaction)));
  return (
    <>
      {listed.some(isVote) && <VoteCounter score={state.score} up={up} down={down} onToggle={onToggle} busy={pending !== null} />}
      {shown.length > 0 && (
        <ul className={styles.bar} aria-label={t("Reactions")}>
          {shown.map((reaction) => (
            <li key={reaction.urlcode}>
              <ReactionItem
                record={record}
                reaction={reaction}
                busy={pending !== null}
                canViewUsers={canViewUsers}
                {...(ability.canUse(reaction) ? { onToggle } : {})}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function noop(): void {}
