import type { PermissionsPayload, Tag } from "@quorum/api";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { selectVisibleTags } from "./selectVisibleTags";
import { visibleCategoryIDs } from "./visibleCategoryIDs";

/**
 * The tags of these ids that exist and that the viewer may know of (`visibleIDs`: see
 * selectVisibleTags), by name. A tag used only where the viewer cannot see is left out, as an
 * unknown id is.
 */
export async function tagsByID(db: ForumDb, tagIDs: readonly number[], permissions: PermissionsPayload): Promise<Tag[]> {
  if (tagIDs.length === 0) return [];
  return selectVisibleTags(db, await visibleCategoryIDs(db, permissions))
    .where("tags.tagID", "in", [...new Set(tagIDs)])
    .orderBy(sql`lower("tags"."name")`)
    .execute();
}
