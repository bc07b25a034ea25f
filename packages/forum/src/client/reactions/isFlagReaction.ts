import type { ReactionType } from "@quorum/api";

/** Flag-class reactions are reports, never shown as reactions (spec §6). */
export function isFlagReaction(type: Pick<ReactionType, "class">): boolean {
  return type.class.toLowerCase() === "flag";
}
