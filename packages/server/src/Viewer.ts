import type { CurrentUser, PermissionsPayload } from "@quorum/api";

/** Who is asking: the signed-in user (or guest, userID 0) and what they may do. */
export interface Viewer {
  user: CurrentUser;
  permissions: PermissionsPayload;
  sessionID: string | null;
}
