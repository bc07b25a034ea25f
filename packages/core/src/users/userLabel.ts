import type { User } from "@quorum/api";

/**
 * The label on a person's card (spec §8): 'Banned' or 'Private' for such a profile, 'DELETED'
 * for the placeholder of a deleted account, 'ERROR' when the card could not load; none otherwise.
 */
export function userLabel(user: Pick<User, "banned" | "private"> | null, state: "loaded" | "deleted" | "error"): string | null {
  if (state === "deleted") return "DELETED";
  if (state === "error") return "ERROR";
  if (user?.banned === 1) return "Banned";
  if (user?.private === true) return "Private";
  return null;
}
