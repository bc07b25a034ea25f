import { hasPermission, type PermissionsPayload } from "@quorum/api";

/** The category fields a permission check needs. */
export interface CategoryPermissionTarget {
  categoryID: number;
  permissionCategoryID: number;
}

/**
 * Checks a category-scoped permission (spec §6). A category without custom permissions anywhere up
 * its tree (permissionCategoryID -1) uses the global grants. Otherwise the check runs in junction
 * mode on the permission category — what the payload's junctionAliases map the category to anyway;
 * naming it here keeps enforcement right even for a payload without aliases, and a site with no
 * custom permissions at all (no junction list) still falls back to the global grants.
 */
export function canInCategory(permissions: PermissionsPayload, names: string | readonly string[], category: CategoryPermissionTarget): boolean {
  if (category.permissionCategoryID < 0) return hasPermission(permissions, names);
  return hasPermission(permissions, names, {
    resourceType: "category",
    resourceID: category.permissionCategoryID,
    mode: "resourceIfJunction",
  });
}
