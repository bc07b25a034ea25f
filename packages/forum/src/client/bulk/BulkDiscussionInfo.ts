import type { Discussion } from "@quorum/api";

/** What bulk validation (spec §5) and the progress list need to know of a selected discussion. */
export interface BulkDiscussionInfo {
  discussionID: number;
  name: string;
  categoryID: number;
  /** Named in the 'You don’t have the … permission' messages. */
  categoryName: string;
  closed: boolean;
  /** The discussion's per-record permission overrides (spec §6), applied before the user's own. */
  permissions?: Record<string, boolean>;
}

/** A bulk job's mark on one discussion (spec §4: pending, then success or error). */
export type BulkItemStatus = { state: "pending" } | { state: "success" } | { state: "error"; message: string };

/** The validation details of a discussion as a list or `GET /discussions` gives it. */
export function toBulkDiscussionInfo(discussion: Discussion): BulkDiscussionInfo {
  return {
    discussionID: discussion.discussionID,
    name: discussion.name,
    categoryID: discussion.categoryID,
    categoryName: discussion.category?.name ?? "",
    closed: discussion.closed,
    ...(discussion.permissions ? { permissions: discussion.permissions } : {}),
  };
}
