import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { planLiterals } from "../planLiterals";

/**
 * `SELECT` of the tags a viewer may know of, with their counts as that viewer may know them:
 * `visibleIDs` are the categories the viewer sees, or null when they see every category (then the
 * stored counts serve). Otherwise a tag is listed when a discussion they can see carries it, or when
 * no discussion carries it at all (a tag made by hand, or emptied); its `countDiscussions` counts
 * only the discussions they can see. So a tag used only in a hidden category is not there, and a
 * shared one's count tells nothing of the hidden discussions (docs/product.md §6: what a viewer may
 * not see is not shown, counts included).
 */
export function selectVisibleTags(db: ForumDb, visibleIDs: readonly number[] | null) {
  const query = db.selectFrom("tags").select(["tags.tagID", "tags.name", "tags.urlcode", "tags.type"]);
  if (visibleIDs === null) return query.select("tags.countDiscussions");
  const inVisible = visibleIDs.length === 0 ? sql.raw("false") : sql.raw(`"d"."categoryID" = ${planLiterals.ids(visibleIDs)}`);
  const visibleCount = sql<number>`(SELECT count(*)::integer FROM "discussionTags" AS "dt" JOIN "discussions" AS "d" ON "d"."discussionID" = "dt"."discussionID"
    WHERE "dt"."tagID" = "tags"."tagID" AND ${inVisible})`;
  return query
    .select(visibleCount.as("countDiscussions"))
    .where(sql<boolean>`(${visibleCount} > 0 OR NOT EXISTS (SELECT 1 FROM "discussionTags" AS "any" WHERE "any"."tagID" = "tags"."tagID"))`);
}
