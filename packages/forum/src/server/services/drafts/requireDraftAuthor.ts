import { forbidden, type Viewer } from "@quorum/server";

/** Drafts belong to signed-in users: a guest gets 403 on every draft call. Answers the viewer's id. */
export function requireDraftAuthor(viewer: Viewer): number {
  if (viewer.user.userID <= 0) throw forbidden();
  return viewer.user.userID;
}
