import type { PermissionsPayload, ReactionLogEntry, ReactionSummary, ReactionType, UserFragment } from "@quorum/api";
import { MEMBER_PERMISSIONS, MODERATOR_PERMISSIONS } from "@quorum/core/testing";

// Test data of the reactions tests (imported by tests only).

/** The site's active reaction types as `GET /reactions` lists them (flag types are never listed). */
export const REACTION_TYPES: ReactionType[] = [
  { tagID: 1, urlcode: "up", name: "Up", class: "positive", reactionValue: 1 },
  { tagID: 2, urlcode: "down", name: "Down", class: "negative", reactionValue: -1 },
  { tagID: 3, urlcode: "like", name: "Like", class: "positive", reactionValue: 1 },
  { tagID: 4, urlcode: "disagree", name: "Disagree", class: "negative", reactionValue: -1 },
  { tagID: 5, urlcode: "promote", name: "Promote", class: "positive", reactionValue: 5 },
];

/** A post's summary of one type (from REACTION_TYPES, or a flag type). */
export function aReaction(urlcode: string, count: number, hasReacted = false): ReactionSummary {
  const type = REACTION_TYPES.find((candidate) => candidate.urlcode === urlcode) ?? { tagID: 9, urlcode, name: "Spam", class: "flag", reactionValue: 0 };
  return { ...type, count, hasReacted };
}

/** `permissions` with extra global grants. */
export function withGlobal(permissions: PermissionsPayload, grants: Record<string, boolean>): PermissionsPayload {
  return {
    ...permissions,
    permissions: permissions.permissions.map((p) => (p.type === "global" ? { ...p, permissions: { ...p.permissions, ...grants } } : p)),
  };
}

/** A member who may use positive and negative reactions and see who reacted. */
export const REACTOR = withGlobal(MEMBER_PERMISSIONS, { "reactions.positive.add": true, "reactions.negative.add": true, "reactions.view": true });

/** A moderator who reacts, sees who reacted, and may open the log (community.moderate). */
export const REACTING_MODERATOR = withGlobal(MODERATOR_PERMISSIONS, {
  "reactions.positive.add": true,
  "reactions.negative.add": true,
  "reactions.view": true,
  "community.moderate": true,
});

/** The `number`th test user, 'User {number}'. */
export function aUser(number: number): UserFragment {
  return { userID: 100 + number, name: `User ${number}`, photoUrl: "", dateLastActive: null };
}

/** `count` users: User 1, User 2… */
export function someUsers(count: number): UserFragment[] {
  return Array.from({ length: count }, (_, index) => aUser(index + 1));
}

/** A log entry of `user` reacting with `urlcode`. */
export function aLogEntry(user: UserFragment, urlcode: string): ReactionLogEntry {
  const { tagID, name } = aReaction(urlcode, 0);
  return { tagID, userID: user.userID, user, reactionType: { tagID, urlcode, name }, dateInserted: "2026-11-03T10:00:00.000Z" };
}
