/** A reaction summary on a post (spec §3 "Reaction"). */
export interface ReactionSummary {
  tagID: number;
  urlcode: string;
  name: string;
  class: string;
  count: number;
  hasReacted: boolean;
  reactionValue: number;
}
