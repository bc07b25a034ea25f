import { DEFAULT_THEME_VARIABLES, GUEST_USER } from "@quorum/api";
import type { CurrentUser, PermissionsPayload } from "@quorum/api";
import type { ClientBootstrap } from "../site/ClientBootstrap";

/** A member for tests. */
export const MEMBER: CurrentUser = { ...GUEST_USER, userID: 5, name: "Ada", photoUrl: "", emailConfirmed: true, roleIDs: [8] };

/** Permissions a plain member holds. */
export const MEMBER_PERMISSIONS: PermissionsPayload = {
  isAdmin: false,
  permissions: [{ type: "global", permissions: { "discussions.view": true, "comments.add": true } }],
};

/** A page bootstrap for tests: a guest with view permission unless overridden. */
export function testBootstrap(overrides: Partial<ClientBootstrap> = {}): ClientBootstrap {
  return {
    user: GUEST_USER,
    permissions: { isAdmin: false, permissions: [{ type: "global", permissions: { "discussions.view": true } }] },
    addons: [],
    config: {
      "garden.title": "Test Forum",
      "garden.description": "",
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
