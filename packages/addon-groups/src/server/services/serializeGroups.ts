import { groupUrl, type Group } from "../../shared/Group";
import type { GroupsDb } from "../db/GroupsTables";
import { accessOf, viewerStatuses, type GroupRow, type ViewerLike } from "./groupAccess";

/** Groups as the API answers them: member counts and the viewer's standing in two queries per list. */
export async function serializeGroups(db: GroupsDb, rows: readonly GroupRow[], viewer: ViewerLike): Promise<Group[]> {
  const ids = rows.map((row) => row.groupID);
  const counts = new Map<number, number>();
  if (ids.length > 0) {
    const found = await db
      .selectFrom("groupMembers")
      .select(["groupID", (eb) => eb.fn.countAll<string>().as("count")])
      .where("groupID", "in", ids)
      .groupBy("groupID")
      .execute();
    for (const row of found) counts.set(row.groupID, Number(row.count));
  }
  const statuses = await viewerStatuses(db, viewer.user.userID, ids);
  return rows.map((row) => {
    const access = accessOf(row, statuses.get(row.groupID) ?? "none", viewer.permissions);
    return {
      groupID: row.groupID,
      name: row.name,
      description: row.description,
      iconUrl: row.iconUrl,
      bannerUrl: row.bannerUrl,
      privacy: row.privacy,
      countMembers: counts.get(row.groupID) ?? 0,
      insertUserID: row.insertUserID,
      dateInserted: new Date(row.dateInserted).toISOString(),
      dateUpdated: row.dateUpdated ? new Date(row.dateUpdated).toISOString() : null,
      url: groupUrl(row.groupID),
      // Where its discussions are listed (`GET /discussions?categoryID=`), to those who read them.
      categoryID: access.canRead ? row.categoryID : null,
      viewer: { status: access.status, canRead: access.canRead, canManage: access.canManage },
    };
  });
}
