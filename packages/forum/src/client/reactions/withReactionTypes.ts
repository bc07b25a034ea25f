import type { ReactionSummary, ReactionType } from "@quorum/api";

/**
 * The post's reaction summaries (the types it has reactions of) plus every other active type with
 * count 0, in the site's order of types, so a member can use a type nobody has used here yet.
 */
export function withReactionTypes(reactions: readonly ReactionSummary[], types: readonly ReactionType[]): ReactionSummary[] {
  const byUrlcode = new Map(reactions.map((reaction) => [reaction.urlcode, reaction]));
  const listed = types.map((type): ReactionSummary => byUrlcode.get(type.urlcode) ?? { ...type, count: 0, hasReacted: false });
  const typeCodes = new Set(types.map((type) => type.urlcode));
  // Types no longer active keep showing while the post still has reactions of them.
  return [...listed, ...reactions.filter((reaction) => !typeCodes.has(reaction.urlcode))];
}
