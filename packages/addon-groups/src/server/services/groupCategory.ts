import { createCategory, invalidateCategoryIndex } from "@quorum/forum/contract/server";
import type { GroupsDb } from "../db/GroupsTables";
import type { GroupRow } from "./groupAccess";

/**
 * The hidden forum category of a group's discussions, made on first need (its first discussion,
 * or the new-post form opened in it). Two first posts at once keep one: the loser's category,
 * still empty, is dropped.
 */
export async function ensureGroupCategory(db: GroupsDb, group: Pick<GroupRow, "groupID" | "name" | "categoryID">): Promise<number> {
  if (group.categoryID !== null) return group.categoryID;
  const made = await createCategory(db, { name: group.name, urlcode: `social-groups-${group.groupID}`, hidden: true });
  const claimed = await db
    .updateTable("groups")
    .set({ categoryID: made })
    .where("groupID", "=", group.groupID)
    .where("categoryID", "is", null)
    .returning("categoryID")
    .executeTakeFirst();
  if (claimed?.categoryID === made) return made;
  await db.deleteFrom("categories").where("categoryID", "=", made).execute();
  invalidateCategoryIndex(db);
  const row = await db.selectFrom("groups").select("categoryID").where("groupID", "=", group.groupID).executeTakeFirstOrThrow();
  if (row.categoryID === null) throw new Error(`Group ${group.groupID} lost its category`);
  return row.categoryID;
}
