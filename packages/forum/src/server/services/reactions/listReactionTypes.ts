import type { ReactionType } from "@quorum/api";
import type { ForumDb } from "../../db/ForumTables";

/** `GET /reactions`: the active reaction types a post may show, in display order (flags left out). */
export async function listReactionTypes(db: ForumDb): Promise<ReactionType[]> {
  const rows = await db
    .selectFrom("reactionTypes")
    .select(["tagID", "urlcode", "name", "class", "value"])
    .where("active", "=", true)
    .where("class", "<>", "flag")
    .orderBy("sort")
    .orderBy("tagID")
    .execute();
  return rows.map((row) => ({ tagID: row.tagID, urlcode: row.urlcode, name: row.name, class: row.class, reactionValue: row.value }));
}
