import type { ReactionCount, ReactionLogEntry } from "@quorum/api";
import type { ReactionState } from "./applyReactionToggle";
import { mergeReactionCounts } from "./mergeReactionCounts";

/**
 * A post's reactions after a moderator removed one user's (`entry`): the server's counts when it
 * answered some, else one fewer of that type; the score loses that reaction's value either way.
 */
export function applyReactionRemoval(state: ReactionState, entry: ReactionLogEntry, counts: readonly ReactionCount[] | null, isOwn: boolean): ReactionState {
  const removed = state.reactions.find((reaction) => reaction.tagID === entry.tagID);
  const score = state.score - (removed?.reactionValue ?? 0);
  const mine = isOwn ? null : (state.reactions.find((reaction) => reaction.hasReacted)?.urlcode ?? null);
  if (counts) return { score, reactions: mergeReactionCounts(state.reactions, counts, mine) };
  return {
    score,
    reactions: state.reactions.map((reaction) =>
      reaction === removed ? { ...reaction, count: Math.max(0, reaction.count - 1), hasReacted: isOwn ? false : reaction.hasReacted } : reaction,
    ),
  };
}
