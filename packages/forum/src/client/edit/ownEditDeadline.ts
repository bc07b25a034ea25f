import type { Discussion } from "@quorum/api";

/** What the server assumes when `ui.editContentTimeout` is not set: one hour. */
const DEFAULT_EDIT_TIMEOUT = 3600;

/**
 * When the author's own edit window on a post closes, in ms since the epoch (spec §5, §9):
 * `Infinity` when `ui.editContentTimeout` is negative (no limit), null when the viewer is not the
 * signed-in author or the discussion is closed. The server checks the same rule on save.
 */
export function ownEditDeadline(post: Pick<Discussion, "insertUserID" | "dateInserted" | "closed">, userID: number, timeoutSeconds: number): number | null {
  if (userID <= 0 || post.insertUserID !== userID || post.closed) return null;
  // An unset or garbled setting means the server's default, not "forever".
  const timeout = Number.isFinite(timeoutSeconds) ? timeoutSeconds : DEFAULT_EDIT_TIMEOUT;
  if (timeout < 0) return Infinity;
  return new Date(post.dateInserted).getTime() + timeout * 1000;
}
