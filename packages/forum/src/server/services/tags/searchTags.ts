import type { PermissionsPayload, Tag } from "@quorum/api";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { selectVisibleTags } from "./selectVisibleTags";
import { visibleCategoryIDs } from "./visibleCategoryIDs";

/**
 * Tags whose name starts with the query, case-insensitively (index on lower(name) text_pattern_ops);
 * at most `limit` (20). Only the tags the viewer may know of (see selectVisibleTags).
 */
export async function searchTags(db: ForumDb, query: string, limit = 20, permissions: PermissionsPayload): Promise<Tag[]> {
  const prefix = query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return selectVisibleTags(db, await visibleCategoryIDs(db, permissions))
    .where(sql<string>`lower("tags"."name")`, "like", `${prefix}%`)
    .orderBy(sql`lower("tags"."name")`)
    .limit(Math.min(limit, 20))
    .execute();
}
