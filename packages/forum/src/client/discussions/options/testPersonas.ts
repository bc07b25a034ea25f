import type { CurrentUser, PermissionsPayload } from "@quorum/api";
import { guestBootstrap, MEMBER, MODERATOR } from "@quorum/core/testing";
import type { ClientBootstrap } from "@quorum/core";
import type { TestBootstrapOverrides } from "@quorum/core/testing";

// The options menu's tests' viewers, holding what the default roles of a site hold
// (DEFAULT_ROLES of @quorum/server), so each item is checked against realistic grants.

const MEMBER_GRANTS = ["discussions.view", "profiles.view", "discussions.add", "comments.add", "reactions.positive.add", "conversations.add", "flag.add"];
const MODERATOR_GRANTS = [
  ...MEMBER_GRANTS,
  "community.moderate",
  "discussions.manage",
  "discussions.moderate",
  "discussions.edit",
  "discussions.close",
  "discussions.delete",
  "comments.edit",
  "comments.delete",
  "curation.manage",
  "reactions.view",
];

function globalGrants(names: readonly string[]): PermissionsPayload {
  return { isAdmin: false, permissions: [{ type: "global", permissions: Object.fromEntries(names.map((name) => [name, true])) }] };
}

const ADMIN: CurrentUser = { ...MODERATOR, userID: 1, name: "Root", isAdmin: true };

/** A member (userID 5) with the Member role's grants. */
export function asMember(overrides: TestBootstrapOverrides = {}): ClientBootstrap {
  return guestBootstrap({ user: MEMBER, permissions: globalGrants(MEMBER_GRANTS), ...overrides });
}

/** A moderator (userID 6) with the Moderator role's grants. */
export function asModerator(overrides: TestBootstrapOverrides = {}): ClientBootstrap {
  return guestBootstrap({ user: MODERATOR, permissions: globalGrants(MODERATOR_GRANTS), ...overrides });
}

/** An administrator (userID 1): every check passes. */
export function asAdmin(overrides: TestBootstrapOverrides = {}): ClientBootstrap {
  return guestBootstrap({ user: ADMIN, permissions: { isAdmin: true, permissions: [] }, ...overrides });
}
