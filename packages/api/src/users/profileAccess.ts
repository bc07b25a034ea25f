import type { PermissionsPayload } from "../entities/Permissions";
import { hasPermission } from "../hasPermission";

/** Any of these lets a viewer open someone's profile and user card (spec §6). */
export const PROFILE_VIEW_PERMISSIONS = ["profiles.view", "users.add", "users.edit", "users.delete"] as const;

/**
 * What a viewer may see of one user (spec §6), the same rule for the profile page, the user
 * card and `GET /users/{id}`:
 * - "none": neither the user nor holding profiles.view (or users.add/edit/delete);
 * - "restricted": the user's profile is private or they are banned, and the viewer is neither
 *   the user nor holds personalInfo.view — the name, photo and the reason, nothing else;
 * - "full": everything but the email, which `showEmail` decides (the user, or personalInfo.view).
 */
export interface ProfileAccess {
  view: "none" | "restricted" | "full";
  showEmail: boolean;
}

export interface ProfileSubject {
  userID: number;
  private?: boolean;
  banned?: boolean | 0 | 1;
}

export function profileAccess(permissions: PermissionsPayload | null | undefined, viewerID: number, user: ProfileSubject): ProfileAccess {
  const isSelf = viewerID > 0 && viewerID === user.userID;
  const personalInfo = isSelf || hasPermission(permissions, "personalInfo.view");
  if (!isSelf && !hasPermission(permissions, PROFILE_VIEW_PERMISSIONS)) return { view: "none", showEmail: false };
  const closed = user.private === true || user.banned === true || user.banned === 1;
  return { view: closed && !personalInfo ? "restricted" : "full", showEmail: personalInfo };
}
