import type { UserFragment } from "../entities/User";

/**
 * The placeholder users of spec §3 (userID 0, no photo, never active), as Quorum assigns them:
 * - "deleted" — 'User Deleted': a post's author (or editor) whose account was deleted; their posts
 *   keep showing under this name;
 * - "unknown" — 'Unknown User': no account is recorded at all (an author id of 0, or a fragment
 *   the answer did not carry);
 * - "removed" — 'Removed User': an account a site manager removed together with its identity
 *   (Vanilla's "wipe" deletion): its posts stay, attributed to no one. Nothing removes accounts
 *   this way yet; the name is reserved for it.
 * The names are the spec's texts, translated where shown.
 */
export const PLACEHOLDER_USER_NAMES = {
  deleted: "User Deleted",
  unknown: "Unknown User",
  removed: "Removed User",
} as const;

export type PlaceholderKind = keyof typeof PLACEHOLDER_USER_NAMES;

export function placeholderUser(kind: PlaceholderKind): UserFragment {
  return { userID: 0, name: PLACEHOLDER_USER_NAMES[kind], photoUrl: "", dateLastActive: null };
}

/** Which placeholder a fragment is, or null for a real user. */
export function placeholderKind(user: Pick<UserFragment, "userID" | "name">): PlaceholderKind | null {
  if (user.userID > 0) return null;
  for (const [kind, name] of Object.entries(PLACEHOLDER_USER_NAMES)) if (name === user.name) return kind as PlaceholderKind;
  return "unknown";
}
