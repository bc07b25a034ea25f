import type { CollectionRecordInput } from "@quorum/api";
import { forbidden, notFound, validationError, type Viewer } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import { loadCategoryIndex } from "../categories/categoryIndexCache";
import { viewableCategories } from "../../permissions/viewableCategories";
import { canManageCollections } from "./canManageCollections";
import { shownDiscussionSql } from "../discussions/shownDiscussionSql";
import { sql } from "kysely";

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
  const index = await loadCategoryIndex(db);
  const visible = viewableCategories(index, permissions);
  const rows = await db
    .selectFrom("discussions")
    .select(["discussionID", "categoryID"])
    // A redirect stub is as hidden as its target (shownDiscussionSql).
    .select(sql<boolean>`${sql.raw(shownDiscussionSql('"discussions"', [...visible.keys()]))}`.as("shown"))
    .where("discussionID", "in", discussionIDs)
    .execute();
  const categoryOf = new Map(rows.filter((row) => row.shown).map((row) => [row.discussionID, row.categoryID]));
  for (const [position, record] of records.entries()) {
    if (record.recordType !== "discussion") continue;
    const categoryID = categoryOf.get(record.recordID);
    // A discussion hidden from the viewer is answered as a missing one: nothing tells it exists.
    const category = categoryID === undefined ? undefined : visible.get(categoryID);
    if (category === undefined) {
      if (field === undefined) throw notFound("Discussion");
      throw validationError(`${field}.${position}.recordID`, `Discussion ${record.recordID} does not exist.`, "notFound");
    }
    if (!canManageCollections(permissions, category)) throw denied();
  }
}
