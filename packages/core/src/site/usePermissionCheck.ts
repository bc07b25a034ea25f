import { hasPermission } from "@quorum/api";
import type { PermissionCheckOptions, PermissionsPayload } from "@quorum/api";
import { usePermissions } from "./usePermissions";

type PermissionCheck = (names: string | readonly string[], options?: PermissionCheckOptions) => boolean;

/**
 * One checker per permissions payload, shared by every component: stable for as long as the
 * permissions are, as a `useCallback` per caller was, without a hook per call (a thread asks in
 * every comment, several times).
 */
const checkers = new WeakMap<PermissionsPayload, PermissionCheck>();
const denyAll: PermissionCheck = () => false;

/** A checker for many items at once (a navigation list); false for everything until permissions load. */
export function usePermissionCheck(): PermissionCheck {
  const payload = usePermissions();
  if (!payload) return denyAll;
  let check = checkers.get(payload);
  if (!check) {
    check = (names, options) => hasPermission(payload, names, options);
    checkers.set(payload, check);
  }
  return check;
}
