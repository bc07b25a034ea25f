import type { Discussion, PermissionCheckOptions, PermissionMode } from "@quorum/api";

/** A permission checker as core's `usePermissionCheck()` returns it. */
export type PermissionChecker = (names: string | readonly string[], options?: PermissionCheckOptions) => boolean;

/** Permission checks about one discussion: in its category, or site-wide; both honour its overrides. */
export interface DiscussionCheck {
  /** Checks in the discussion's category (junction mode unless `mode` says otherwise). */
  inCategory(names: string | readonly string[], mode?: PermissionMode): boolean;
  /** Checks the site-wide grants. */
  global(names: string | readonly string[]): boolean;
}

/**
 * Scopes a checker to a discussion (spec §6): category permissions are checked on its category
 * (resolved through the payload's junction aliases), and its per-record `permissions` overrides
 * win over whatever the user holds, for every check.
 */
export function discussionCheck(can: PermissionChecker, discussion: Pick<Discussion, "categoryID" | "permissions">): DiscussionCheck {
  const overrides = discussion.permissions ?? null;
  return {
    inCategory: (names, mode) => can(names, { resourceType: "category", resourceID: discussion.categoryID, overrides, ...(mode ? { mode } : {}) }),
    global: (names) => can(names, { overrides }),
  };
}
