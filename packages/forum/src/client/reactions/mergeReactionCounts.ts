import type { ReactionCount, ReactionSummary } from "@quorum/api";

/**
 * The post's reactions with the counts the server answered. The answer lists the types that have
 * reactions, so a type missing from it has none; a type the post did not list yet (someone else
 * used it meanwhile) is added. `reacted` is the user's reaction now, if any.
 */
export function mergeReactionCounts(
  reactions: readonly ReactionSummary[],
  counts: readonly (ReactionCount & { reactionValue?: number })[],
  reacted: string | null,
): ReactionSummary[] {
  const byUrlcode = new Map(counts.map((count) => [count.urlcode, count.count]));
  const merged = reactions.map((reaction) => ({ ...reaction, count: byUrlcode.get(reaction.urlcode) ?? 0, hasReacted: reaction.urlcode === reacted }));
  const known = new Set(reactions.map((reaction) => reaction.urlcode));
  for (const count of counts) {
    if (known.has(count.urlcode) || count.count <= 0) continue;
    const { tagID, urlcode, name } = count;
    merged.push({ tagID, urlcode, name, class: count.class, count: count.count, reactionValue: count.reactionValue ?? 0, hasReacted: urlcode === reacted });
  }
  return merged;
}
