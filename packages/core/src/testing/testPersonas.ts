import { GUEST_USER } from "@quorum/api";
import type { CurrentUser, PermissionsPayload } from "@quorum/api";

/** A signed-in member. */
export const MEMBER: CurrentUser = { ...GUEST_USER, userID: 5, name: "Ada", photoUrl: "", emailConfirmed: true, roleIDs: [8] };

/** A signed-in moderator. */
export const MODERATOR: CurrentUser = { ...MEMBER, userID: 6, name: "Grace", roleIDs: [8, 32] };

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

/** A moderator: a member who may also close (and so comment in closed) discussions of category 1. */
export const MODERATOR_PERMISSIONS: PermissionsPayload = {
  ...MEMBER_PERMISSIONS,
  permissions: MEMBER_PERMISSIONS.permissions.map((p) =>
    p.type === "category" && p.id === 1 ? { ...p, permissions: { ...p.permissions, "discussions.close": true } } : p,
  ),
};
