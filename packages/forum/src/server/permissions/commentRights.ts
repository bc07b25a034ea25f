import type { Viewer } from "@quorum/server";
import { canEditOwn } from "./canEditOwn";
import { canInCategory, type CategoryPermissionTarget } from "./canInCategory";
import { isCommunityModerator } from "./isCommunityModerator";

/** What a viewer may do to one comment. */
export interface CommentRights {
  edit: boolean;
  delete: boolean;
}

/**
 * Who may edit and delete a comment (spec §5, §6): its author while the discussion is open and
 * within the edit window (`ui.editContentTimeout` seconds; negative: no limit), moderators at any
 * time — `community.moderate`, or `comments.edit` / `comments.delete` in the discussion's
 * category — and nobody else. A guest never, whatever a site's grants say: a guest has no
 * identity to answer for a change. The client's `commentPermissions` offers exactly these.
 */
export function commentRights(
  viewer: Viewer,
  comment: { insertUserID: number; dateInserted: Date },
  closed: boolean,
  timeoutSeconds: number,
  category: CategoryPermissionTarget,
  now = new Date(),
): CommentRights {
  if (viewer.user.userID <= 0) return { edit: false, delete: false };
  const own = canEditOwn(viewer, comment, closed, timeoutSeconds, now);
  const moderator = isCommunityModerator(viewer);
  return {
    edit: own || moderator || canInCategory(viewer.permissions, "comments.edit", category),
    delete: own || moderator || canInCategory(viewer.permissions, "comments.delete", category),
  };
}
