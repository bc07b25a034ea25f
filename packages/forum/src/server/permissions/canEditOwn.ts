import type { Viewer } from "@quorum/server";

/**
 * Whether the author may still edit their own post (spec §5): signed in as the author, the
 * discussion not closed, and within `ui.editContentTimeout` seconds of posting (negative: no limit).
 */
export function canEditOwn(
  viewer: Viewer,
  post: { insertUserID: number; dateInserted: Date },
  closed: boolean,
  timeoutSeconds: number,
  now = new Date(),
): boolean {
  if (viewer.user.userID <= 0 || viewer.user.userID !== post.insertUserID || closed) return false;
  if (timeoutSeconds < 0) return true;
  return now.getTime() - post.dateInserted.getTime() <= timeoutSeconds * 1000;
}
