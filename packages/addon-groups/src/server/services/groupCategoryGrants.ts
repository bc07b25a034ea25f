import { grantCategories } from "@quorum/forum/contract/server";
import type { PermissionRefiner } from "@quorum/server";
import { groupsDb } from "../db/GroupsTables";
import { canModerateGroups } from "./groupAccess";

/**
 * The group categories a viewer reads (`permissionHooks.refine`): public groups' to everyone,
 * guests included; a private or secret group's to its leaders and members; every group's to
 * holders of `groups.moderate`. One query per viewer; a site with no group discussions yet
 * changes nobody's payload.
 */
export const groupCategoryGrants: PermissionRefiner = async (permissions, userID, coreDb) => {
  const db = groupsDb(coreDb);
  let query = db.selectFrom("groups").select("categoryID").where("categoryID", "is not", null);
  if (!canModerateGroups(permissions)) {
    query = query.where((eb) =>
      eb.or([
        eb("privacy", "=", "public"),
        ...(userID > 0 ? [eb("groupID", "in", eb.selectFrom("groupMembers").select("groupID").where("userID", "=", userID))] : []),
      ]),
    );
  }
  const rows = await query.execute();
  return grantCategories(
    permissions,
    rows.flatMap((row) => (row.categoryID === null ? [] : [row.categoryID])),
  );
};
