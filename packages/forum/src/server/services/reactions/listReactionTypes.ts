import type { ReactionType } from "@quorum/api";
import type { ForumDb } from "../../db/ForumTables";

/** `GET /reactions`: the active reaction types a post may show, in display order (flags left out). */
export async function listReactionTypes(db: ForumDb): Promise<ReactionType[]> {
  const rows = await db
    .selectFrom("reactionTypes")
    .select(["tagID", "urlcode", "name", "description", "class", "value", "sort"])
    .where("active", "=", true)
    .where("class", "<>", "flag")
    .orderBy("sort")
    .orderBy("tagID")
    .execute();
  return rows.map((row) => ({
    tagID: row.tagID,
    urlcode: row.urlcode,
    // Vanilla's names for the same values, so its clients read these too (docs/architecture.md §4).
    urlCode: row.urlcode,
    name: row.name,
    description: row.description,
    class: row.class,
    reactionValue: row.value,
    points: row.value,
    sort: row.sort,
    active: true,
    custom: false,
    hidden: false,
    attributes: null,
  }));
}
