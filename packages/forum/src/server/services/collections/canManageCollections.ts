import { hasPermission, type PermissionsPayload } from "@quorum/api";
import type { CategoryPermissionTarget } from "../../permissions/canInCategory";

const PERMISSION = "community.manage";

/**
 * `community.manage` (spec §6, "global or resource"): held globally, or — with a category — on
 * that category's permission category. Without a category: held globally or on any category,
 * which is enough to see the collections and to start one.
 */
export function canManageCollections(permissions: PermissionsPayload, category?: CategoryPermissionTarget): boolean {
  if (hasPermission(permissions, PERMISSION)) return true;
  if (!category) return permissions.permissions.some((fragment) => fragment.type !== "global" && fragment.permissions[PERMISSION] === true);
  if (category.permissionCategoryID < 0) return false;
  return hasPermission(permissions, PERMISSION, { resourceType: "category", resourceID: category.permissionCategoryID, mode: "resource" });
}
