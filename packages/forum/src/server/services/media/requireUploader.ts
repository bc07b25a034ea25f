import { hasPermission } from "@quorum/api";
import { forbidden, type Viewer } from "@quorum/server";

/** Uploads are for people who can post: signed in, with discussions.add or comments.add (anywhere). Guests get 403. */
export function requireUploader(viewer: Viewer): void {
  if (viewer.user.userID <= 0 || !hasPermission(viewer.permissions, ["discussions.add", "comments.add"])) {
    throw forbidden("Permission Problem", "You need the discussions.add or comments.add permission.");
  }
}
