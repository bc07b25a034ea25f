import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import type { PermissionDefinition } from "./definePermission";

/**
 * Grants each declared permission to the roles of its `defaultRoles` types, globally, once per
 * site: a permission already in `permissionDefaults` is left as the site manager set it.
 */
export async function grantDefaultPermissions(db: Kysely<CoreTables>, permissions: readonly PermissionDefinition[]): Promise<void> {
  if (permissions.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const permission of permissions) {
      const first = await trx
        .insertInto("permissionDefaults")
        .values({ permission: permission.name })
        .onConflict((oc) => oc.doNothing())
        .returning("permission")
        .executeTakeFirst();
      if (!first || permission.defaultRoles.length === 0) continue;
      const roles = await trx
        .selectFrom("roles")
        .select("roleID")
        .where("type", "in", [...permission.defaultRoles])
        .execute();
      if (roles.length === 0) continue;
      await trx
        .insertInto("rolePermissions")
        .values(roles.map(({ roleID }) => ({ roleID, resourceType: "global", resourceID: 0, permission: permission.name, granted: true })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}
