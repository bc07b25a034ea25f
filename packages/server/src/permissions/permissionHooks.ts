import type { PermissionsPayload } from "@quorum/api";
import type { Kysely } from "kysely";
import { defineHook } from "../addons/defineHook";
import type { CoreTables } from "../db/CoreTables";

/**
 * Refines one viewer's payload with what only that viewer holds (a group's members reading its
 * discussions). Return the payload unchanged when nothing applies, and the same derived object for
 * the same grants: payloads are compared by identity by the caches keyed on them.
 */
export type PermissionRefiner = (permissions: PermissionsPayload, userID: number, db: Kysely<CoreTables>) => PermissionsPayload | Promise<PermissionsPayload>;

/** The framework's extension points on permissions, for `ServerAddon.extend`. */
export const permissionHooks = {
  /**
   * Called for every request's viewer (guests as userID 0) and every notification recipient,
   * after the shared payload of their roles is built.
   */
  refine: defineHook<PermissionRefiner>("core.permissions.refine"),
};
