import { hasPermission } from "@quorum/api";
import type { PermissionCheckOptions } from "@quorum/api";
import { usePermissions } from "./usePermissions";

/**
 * Whether the current user holds one of `names` (the shared engine of spec §6). False until the
 * permissions have loaded (spec §4), so nothing a user may not use flashes into view.
 */
export function usePermission(names: string | readonly string[], options?: PermissionCheckOptions): boolean {
  return hasPermission(usePermissions(), names, options);
}
