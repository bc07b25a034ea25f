import { hasPermission } from "@quorum/api";
import type { Viewer } from "@quorum/server";

/** `community.moderate` (global): may edit and delete anything (spec §6). */
export function isCommunityModerator(viewer: Viewer): boolean {
  return hasPermission(viewer.permissions, "community.moderate");
}
