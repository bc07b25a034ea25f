import { useCallback } from "react";
import { hasPermission } from "@quorum/api";
import type { PermissionCheckOptions } from "@quorum/api";
import { usePermissions } from "./usePermissions";

/** A checker for many items at once (a navigation list); false for everything until permissions load. */
export function usePermissionCheck(): (names: string | readonly string[], options?: PermissionCheckOptions) => boolean {
  const payload = usePermissions();
  return useCallback((names, options) => hasPermission(payload, names, options), [payload]);
}
