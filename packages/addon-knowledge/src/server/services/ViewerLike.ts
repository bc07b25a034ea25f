import type { PermissionsPayload } from "@quorum/api";

/** What the knowledge services need of the viewer: who, and what they may do. */
export interface ViewerLike {
  user: { userID: number };
  permissions: PermissionsPayload;
}
