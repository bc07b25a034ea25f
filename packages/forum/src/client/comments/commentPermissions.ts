import type { DiscussionCheck } from "../discussions/discussionCheck";

/**
 * Who may edit and delete anyone's comment (spec §6), as the server's `commentRights` checks it:
 * `community.moderate`, or `comments.edit` / `comments.delete` in the discussion's category. An
 * author's own edit window is separate (`ownEditDeadline`).
 */
export const commentPermissions = {
  edit: (c: DiscussionCheck) => c.global("community.moderate") || c.inCategory("comments.edit"),
  delete: (c: DiscussionCheck) => c.global("community.moderate") || c.inCategory("comments.delete"),
  /** The log links (the discussion's deleted comments). */
  viewLog: (c: DiscussionCheck) => c.global("community.moderate"),
} as const;
