import { canInCategory, canViewCategory } from "@quorum/forum/contract/server";
import { forbidden, validationError, type Viewer } from "@quorum/server";
import type { EventParentType } from "../../shared/Event";
import type { EventsDb } from "../db/EventsTables";

/**
 * The forum category an event is stored against: the category itself, or a group's hidden
 * category (url code `social-groups-{groupID}`, the one Groups makes for its discussions), so the
 * event is seen exactly where its parent's posts are. A parent the viewer may not see is a 422
 * naming `parentRecordID` (as the forum answers a post into an unseen category); starting an event
 * there takes `discussions.add` in it (403).
 */
export async function eventCategory(db: EventsDb, viewer: Viewer, parentRecordType: EventParentType, parentRecordID: number): Promise<number> {
  let query = db.selectFrom("categories").select(["categoryID", "permissionCategoryID", "displayAs"]);
  query = parentRecordType === "category" ? query.where("categoryID", "=", parentRecordID) : query.where("urlcode", "=", `social-groups-${parentRecordID}`);
  const category = await query.executeTakeFirst();
  if (!category || !(await canViewCategory(db, viewer.permissions, category.categoryID)))
    throw validationError("parentRecordID", parentRecordType === "category" ? "Category not found." : "Group not found.", "notFound");
  if (category.displayAs === "heading") throw validationError("parentRecordID", "Events cannot be added to a heading.", "invalid");
  if (viewer.user.userID <= 0 || !canInCategory(viewer.permissions, "discussions.add", category)) throw forbidden();
  return category.categoryID;
}
