import type { ReactionSummary } from "@quorum/api";

/** What a reactions bar shows of a post: its reaction types with counts, and its score. */
export interface ReactionState {
  reactions: ReactionSummary[];
  score: number;
}

/**
 * The optimistic outcome of choosing `urlcode` (spec §4): the user's existing reaction is removed
 * (its count and value taken off), and unless it was the chosen one, the chosen one is added
 * (its count and value put on). A user holds at most one reaction per post.
 */
export function applyReactionToggle(state: ReactionState, urlcode: string): ReactionState {
  const existing = state.reactions.find((reaction) => reaction.hasReacted);
  const adds = existing?.urlcode !== urlcode;
  let score = state.score;
  const reactions = state.reactions.map((reaction) => {
    if (reaction === existing) {
      score -= reaction.reactionValue;
      return { ...reaction, hasReacted: false, count: Math.max(0, reaction.count - 1) };
    }
    if (adds && reaction.urlcode === urlcode) {
      score += reaction.reactionValue;
      return { ...reaction, hasReacted: true, count: reaction.count + 1 };
    }
    return reaction;
  });
  return { reactions, score };
}
