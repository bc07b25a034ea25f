import type { Tag } from "@quorum/api";
import type { ForumDb } from "../../db/ForumTables";

/** The tags of many discussions in one query, keyed by discussion. */
export async function loadDiscussionTags(db: ForumDb, discussionIDs: readonly number[]): Promise<Map<number, Tag[]>> {
  const out = new Map<number, Tag[]>();
  if (discussionIDs.length === 0) return out;
  const rows = await db
    .selectFrom("discussionTags")
    .innerJoin("tags", "tags.tagID", "discussionTags.tagID")
    .select(["discussionTags.discussionID", "tags.tagID", "tags.name", "tags.urlcode", "tags.type"])
    .where("discussionTags.discussionID", "in", [...discussionIDs])
    .orderBy("tags.name")
    .execute();
  for (const { discussionID, ...tag } of rows) {
    const list = out.get(discussionID) ?? [];
    list.push(tag);
    out.set(discussionID, list);
  }
  return out;
}
