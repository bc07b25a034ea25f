import type { PermissionFragment, PermissionsPayload } from "@quorum/api";

function sameResource(a: PermissionFragment, b: PermissionFragment): boolean {
  return a.type === b.type && a.id === b.id;
}

/**
 * Whether `holder` holds every permission `granted` grants, resource by resource (global grants
 * against global ones, a category's against that category's). Administrators hold everything.
 * A site manager may give or take only roles within their own rights, so no one raises anyone —
 * themselves through an accomplice's account included — above what they hold.
 */
export function grantsWithin(granted: PermissionsPayload, holder: PermissionsPayload): boolean {
  if (holder.isAdmin) return true;
  if (granted.isAdmin) return false;
  for (const fragment of granted.permissions) {
    const held = holder.permissions.find((f) => sameResource(f, fragment))?.permissions ?? {};
    for (const [name, on] of Object.entries(fragment.permissions)) if (on && held[name] !== true) return false;
  }
  return true;
}
