/** The bulk actions on discussions (spec §3 "Bulk action types", the ones the forum offers). */
export type BulkDiscussionAction = "delete" | "move" | "merge" | "close";

/**
 * The permission each bulk action is named after in spec §5's messages: move and merge the edit
 * permission, close the close permission, delete the delete permission.
 */
export const BULK_DISCUSSION_PERMISSIONS: Readonly<Record<BulkDiscussionAction, string>> = {
  delete: "discussions.delete",
  move: "discussions.edit",
  merge: "discussions.edit",
  close: "discussions.close",
};

/** The permission that offers bulk selection on discussion lists (spec §6, per category). */
export const BULK_MANAGE_PERMISSION = "discussions.manage";

/**
 * Every category permission that lets a bulk action touch a discussion of that category — what the
 * server's `requireBulkPermission` accepts: the action's own permission, `discussions.manage`
 * (spec §6), and for move and merge also `discussions.moderate` (it lets a single move edit).
 * Only these, in the discussion's category: bulk tools follow a category's custom permissions.
 */
export const BULK_DISCUSSION_GRANTS: Readonly<Record<BulkDiscussionAction, readonly string[]>> = {
  delete: [BULK_DISCUSSION_PERMISSIONS.delete, BULK_MANAGE_PERMISSION],
  move: [BULK_DISCUSSION_PERMISSIONS.move, "discussions.moderate", BULK_MANAGE_PERMISSION],
  merge: [BULK_DISCUSSION_PERMISSIONS.merge, "discussions.moderate", BULK_MANAGE_PERMISSION],
  close: [BULK_DISCUSSION_PERMISSIONS.close, BULK_MANAGE_PERMISSION],
};
