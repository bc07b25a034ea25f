import { BULK_DISCUSSION_GRANTS, type BulkDiscussionAction } from "@quorum/api";
import { forbidden, type Viewer } from "@quorum/server";
import { canInCategory, type CategoryPermissionTarget } from "../../permissions/canInCategory";

const PERMISSION_NAMES: Readonly<Record<BulkDiscussionAction, string>> = { delete: "delete", move: "edit", merge: "edit", close: "close" };

/**
 * 403 unless the viewer may apply a bulk action to a discussion of this category: one of the
 * action's grants there (`BULK_DISCUSSION_GRANTS`, the table the client disables actions with).
 * Bulk tools are category-scoped (spec §6 discussions.manage): a global `community.moderate`
 * does not reach into a category whose custom permissions leave the viewer out of organising it.
 */
export function requireBulkPermission(viewer: Viewer, action: BulkDiscussionAction, category: CategoryPermissionTarget): void {
  if (!canInCategory(viewer.permissions, BULK_DISCUSSION_GRANTS[action], category)) {
    throw forbidden(`You don't have the ${PERMISSION_NAMES[action]} permission on this discussion.`);
  }
}
