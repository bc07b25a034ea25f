import type { DefaultRole } from "./DEFAULT_ROLES";

/** A permission a package declares, with the roles that hold it on a new site. */
export interface PermissionDefinition {
  name: string;
  /** "category": checked per category (junction mode) as well as globally; "global": site-wide only. */
  scope: "global" | "category";
  /** Role types granted the permission (globally) the first time its package is enabled on a site. */
  defaultRoles: readonly DefaultRole["type"][];
  /** What it allows, in English, for site managers. */
  description: string;
}

/**
 * Declares a permission for `ServerAddon.permissions`. The framework grants it to the roles of the
 * `defaultRoles` types once, when the package is first enabled (or first starts, for an always-on
 * feature), and lists it to site managers; later changes of the grants are theirs.
 */
export function definePermission(name: string, options: Omit<PermissionDefinition, "name">): PermissionDefinition {
  return { name, ...options };
}
