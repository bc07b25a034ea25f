import type { Tag } from "@quorum/api";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";

/** The tags of these ids that exist, by name (tags are public: anyone may look them up). */
export async function tagsByID(db: ForumDb, tagIDs: readonly number[]): Promise<Tag[]> {
  if (tagIDs.length === 0) return [];
  return db
    .selectFrom("tags")
    .select(["tagID", "name", "urlcode", "type", "countDiscussions"])
    .where("tagID", "in", [...new Set(tagIDs)])
    .orderBy(sql`lower("name")`)
    .execute();
}
