import type { PermissionFragment, PermissionsPayload } from "@quorum/api";
import type { GrantIndex } from "./loadGrantIndex";

/** Whose permissions to build: a signed-in user's flags and roles, or a guest's (userID 0). */
export interface PermissionSubject {
  userID: number;
  isAdmin: boolean;
  roleIDs: readonly number[];
}

/**
 * The permissions payload of spec §3/§6 for one user: global grants are the union over the user's
 * roles; each junction resource gets one entry with the union of its grants for those roles.
 * Guests hold the roles of type "guest"; every signed-in user also holds `session.valid`.
 */
export function buildPermissions(index: GrantIndex, subject: PermissionSubject): PermissionsPayload {
  const roleIDs = subject.userID === 0 ? (index.rolesByType.get("guest") ?? []) : subject.roleIDs;

  const global: Record<string, boolean> = {};
  for (const roleID of roleIDs) for (const name of index.global.get(roleID) ?? []) global[name] = true;
  if (subject.userID > 0) global["session.valid"] = true;

  const permissions: PermissionFragment[] = [{ type: "global", permissions: global }];
  for (const [type, ids] of Object.entries(index.junctions)) {
    const byID = index.resources.get(type);
    for (const id of ids) {
      const grants: Record<string, boolean> = {};
      const byRole = byID?.get(id);
      for (const roleID of roleIDs) for (const name of byRole?.get(roleID) ?? []) grants[name] = true;
      permissions.push({ type, id, permissions: grants });
    }
  }

  return {
    isAdmin: subject.isAdmin,
    permissions,
    junctions: index.junctions as Record<string, number[]>,
    junctionAliases: index.junctionAliases as Record<string, Record<string, number>>,
  };
}
