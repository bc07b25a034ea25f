import type { CollectionRecordInput } from "@quorum/api";
import { forbidden, notFound, validationError, type Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { viewableCategory } from "../categories/viewableCategory";
import { canManageCollections } from "./canManageCollections";

const denied = () => forbidden("Permission Problem", "You need the community.manage permission.");

/**
 * Checks the viewer may put these records in collections or take them out: a discussion must
 * exist (one query for all of them), be visible to the viewer, and its category be one they hold
 * `community.manage` in (or they hold it globally); other kinds of record need the global grant.
 * `field` names the body field for a missing discussion (422); without it a missing one is a 404.
 */
export async function assertCanCurate(db: ForumDb, viewer: Viewer, records: readonly CollectionRecordInput[], field?: string): Promise<void> {
  const { permissions } = viewer;
  const discussionIDs = [...new Set(records.filter((r) => r.recordType === "discussion").map((r) => r.recordID))];
  if (records.some((r) => r.recordType !== "discussion") && !canManageCollections(permissions, undefined)) throw denied();
  if (discussionIDs.length === 0) {
    if (!canManageCollections(permissions, undefined)) throw denied();
    return;
  }
  const rows = await db.selectFrom("discussions").select(["discussionID", "categoryID"]).where("discussionID", "in", discussionIDs).execute();
  const categoryOf = new Map(rows.map((row) => [row.discussionID, row.categoryID]));
  const index = await loadCategoryIndex(db);
  for (const [position, record] of records.entries()) {
    if (record.recordType !== "discussion") continue;
    const categoryID = categoryOf.get(record.recordID);
    if (categoryID === undefined) {
      if (field === undefined) throw notFound("Discussion");
      throw validationError(`${field}.${position}.recordID`, `Discussion ${record.recordID} does not exist.`, "notFound");
    }
    if (!canManageCollections(permissions, viewableCategory(index, permissions, categoryID))) throw denied();
  }
}
