import { hasPermission } from "@quorum/api";
import type { Viewer } from "@quorum/server";
import { canInCategory, type CategoryPermissionTarget } from "../../permissions/canInCategory";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";

/** What the viewer may do to the discussions of one category (spec §6), for the moderation calls. */
export interface DiscussionRights {
  /** `community.moderate` (global), or `discussions.moderate`/`discussions.manage` in the category. */
  moderate: boolean;
  /** Edit any post of the category: `discussions.edit` there, or `moderate`. */
  edit: boolean;
  /**
   * Announce and sink: `community.manage` globally or for the category (spec §6), and, as before
   * that rule, `moderate` — so the seeded Moderator (community.moderate, discussions.moderate)
   * keeps doing what the options menu offers it.
   */
  announce: boolean;
  /** Change the author: `site.manage` or `community.manage` (global, or for the category). */
  changeAuthor: boolean;
  /** Bump: `curation.manage` globally or for the category. */
  curate: boolean;
}

/** "Global or for the category": a grant of the site's, or of the category's own permissions. */
function globalOrCategory(viewer: Viewer, names: string | readonly string[], category: CategoryPermissionTarget): boolean {
  return hasPermission(viewer.permissions, names) || canInCategory(viewer.permissions, names, category);
}

/** The viewer's moderation rights on the discussions of `category`. */
export function discussionRights(viewer: Viewer, category: CategoryPermissionTarget): DiscussionRights {
  const moderate = isCommunityModerator(viewer) || canInCategory(viewer.permissions, ["discussions.moderate", "discussions.manage"], category);
  return {
    moderate,
    edit: moderate || canInCategory(viewer.permissions, "discussions.edit", category),
    announce: moderate || globalOrCategory(viewer, "community.manage", category),
    changeAuthor: globalOrCategory(viewer, ["site.manage", "community.manage"], category),
    curate: globalOrCategory(viewer, "curation.manage", category),
  };
}
