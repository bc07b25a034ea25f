import { DEFAULT_THEME_VARIABLES, GUEST_USER } from "@quorum/api";
import type { CurrentUser, PermissionsPayload } from "@quorum/api";
import type { ClientBootstrap } from "@quorum/core";

/** A signed-in member. */
export const MEMBER: CurrentUser = { ...GUEST_USER, userID: 5, name: "Ada", emailConfirmed: true, roleIDs: [8] };

/** What guests hold on a default site: reading only. */
export const GUEST_PERMISSIONS: PermissionsPayload = {
  isAdmin: false,
  permissions: [{ type: "global", permissions: { "discussions.view": true } }],
};

/**
 * A member who may post in category 1 (a junction with its own permissions) but only read in
 * category 2; other categories follow the global grants.
 */
export const MEMBER_PERMISSIONS: PermissionsPayload = {
  isAdmin: false,
  permissions: [
    { type: "global", permissions: { "discussions.view": true, "discussions.add": true, "comments.add": true } },
    { type: "category", id: 1, permissions: { "discussions.view": true, "discussions.add": true, "comments.add": true } },
    { type: "category", id: 2, permissions: { "discussions.view": true } },
  ],
  junctions: { category: [1, 2] },
};

/** A moderator: may also comment in closed discussions of category 1. */
export const MODERATOR_PERMISSIONS: PermissionsPayload = {
  ...MEMBER_PERMISSIONS,
  permissions: MEMBER_PERMISSIONS.permissions.map((p) =>
    p.type === "category" && p.id === 1 ? { ...p, permissions: { ...p.permissions, "discussions.close": true } } : p,
  ),
};

/** A page bootstrap: a guest on a default site unless overridden. */
export function testBootstrap(overrides: Partial<ClientBootstrap> = {}): ClientBootstrap {
  return {
    user: GUEST_USER,
    permissions: GUEST_PERMISSIONS,
    addons: [{ key: "forum", version: "0.1.0" }],
    config: {
      "garden.title": "Test Forum",
      "garden.description": "A forum for tests",
      "garden.cookie.name": "q",
      "garden.cookie.path": "/",
      "ui.editContentTimeout": 3600,
      "signatures.enabled": false,
      "tagging.enabled": true,
      "registration.enabled": true,
    },
    theme: { themeID: "default", variables: { ...DEFAULT_THEME_VARIABLES } },
    locale: "en",
    ...overrides,
  };
}

/** A signed-in member's bootstrap. */
export function memberBootstrap(permissions: PermissionsPayload = MEMBER_PERMISSIONS): ClientBootstrap {
  return testBootstrap({ user: MEMBER, permissions });
}
