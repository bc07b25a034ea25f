import { canInCategory, canViewCategory, forumHooks } from "@quorum/forum/contract/server";
import { forbidden, HttpError, validationError, type AddonContributions, type CoreTables, type Viewer } from "@quorum/server";
import type { Kysely } from "kysely";
import type { EventParentType } from "../../shared/Event";
import type { EventsDb } from "../db/EventsTables";

/**
 * The forum category an event is stored against, so the event is seen exactly where its parent's
 * posts are: the category itself, or the category a group's posts go to, which the add-on that
 * owns groups answers through the forum's `postParent` seam (it checks the viewer is a member,
 * and makes the group's hidden category on first use). A parent the viewer may not see is a 422
 * naming `parentRecordID` (as the forum answers a post into an unseen category); starting an event
 * where they may not post is 403.
 */
export async function eventCategory(
  db: EventsDb,
  viewer: Viewer,
  addons: AddonContributions,
  parentRecordType: EventParentType,
  parentRecordID: number,
): Promise<number> {
  if (parentRecordType === "group") return groupCategory(db, viewer, addons, parentRecordID);
  const category = await db
    .selectFrom("categories")
    .select(["categoryID", "permissionCategoryID", "displayAs"])
    .where("categoryID", "=", parentRecordID)
    .executeTakeFirst();
  if (!category || !(await canViewCategory(db, viewer.permissions, category.categoryID)))
    throw validationError("parentRecordID", "Category not found.", "notFound");
  if (category.displayAs === "heading") throw validationError("parentRecordID", "Events cannot be added to a heading.", "invalid");
  if (viewer.user.userID <= 0 || !canInCategory(viewer.permissions, "discussions.add", category)) throw forbidden();
  return category.categoryID;
}

async function groupCategory(db: EventsDb, viewer: Viewer, addons: AddonContributions, groupID: number): Promise<number> {
  const groups = addons.hooks(forumHooks.postParent).find((parent) => parent.recordType === "group");
  if (!groups) throw validationError("parentRecordID", "Group not found.", "notFound");
  try {
    // The forum's handle widened to the framework's tables, as the forum hands it to hooks.
    return await groups.categoryID(groupID, { db: db as unknown as Kysely<CoreTables>, viewer, addons });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw validationError("parentRecordID", "Group not found.", "notFound");
    throw error;
  }
}

/** Whether the viewer may start an event in a group (a member, Groups on), for 'New Event' on its page. */
export async function canAddEventTo(db: EventsDb, viewer: Viewer, addons: AddonContributions, groupID: number): Promise<boolean> {
  if (viewer.user.userID <= 0) return false;
  try {
    await groupCategory(db, viewer, addons, groupID);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}
