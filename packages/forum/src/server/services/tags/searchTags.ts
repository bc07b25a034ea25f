import type { Tag } from "@quorum/api";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";

/** Tags whose name starts with the query, case-insensitively (index on lower(name) text_pattern_ops); at most `limit` (20). */
export async function searchTags(db: ForumDb, query: string, limit = 20): Promise<Tag[]> {
  const prefix = query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .selectFrom("tags")
    .select(["tagID", "name", "urlcode", "type", "countDiscussions"])
    .where(sql<string>`lower("name")`, "like", `${prefix}%`)
    .orderBy(sql`lower("name")`)
    .limit(Math.min(limit, 20))
    .execute();
}
