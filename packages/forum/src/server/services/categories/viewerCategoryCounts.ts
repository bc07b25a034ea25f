import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { shownDiscussionSql } from "../discussions/shownDiscussionSql";
import type { CategoryIndex, CategoryRow } from "./CategoryIndex";

/**
 * The categories' counts as a viewer may know them: the stored counts less what is hidden from
 * them — the discussions and comments of hidden subcategories (in `countAll…`) and redirect
 * stubs whose target they cannot see (`shownDiscussionSql`). Answers a function from a stored row
 * to a row with those counts; with nothing hidden it is the identity and costs no query (one
 * indexed query over the stubs otherwise).
 */
export async function viewerCategoryCounts(
  db: ForumDb,
  index: CategoryIndex,
  visible: ReadonlyMap<number, CategoryRow>,
): Promise<(row: CategoryRow) => CategoryRow> {
  if (visible.size === index.rows.length) return (row) => row;
  const visibleIDs = [...visible.keys()];
  const { rows } = await sql<{ categoryID: number; stubs: number }>`SELECT "stub"."categoryID", count(*)::integer AS "stubs" FROM "discussions" AS "stub"
    WHERE "stub"."type" = 'redirect' AND NOT ${sql.raw(shownDiscussionSql('"stub"', visibleIDs))} GROUP BY "stub"."categoryID"`.execute(db);
  const hiddenStubs = new Map(rows.map((row) => [row.categoryID, row.stubs]));
  return (row) => {
    let discussions = 0;
    let comments = 0;
    for (const below of index.subtree(row.categoryID)) {
      if (!visible.has(below.categoryID)) {
        discussions += below.countDiscussions;
        comments += below.countComments;
      } else discussions += hiddenStubs.get(below.categoryID) ?? 0;
    }
    const own = hiddenStubs.get(row.categoryID) ?? 0;
    if (discussions === 0 && comments === 0) return row;
    return {
      ...row,
      countDiscussions: Math.max(0, row.countDiscussions - own),
      countAllDiscussions: Math.max(0, row.countAllDiscussions - discussions),
      countAllComments: Math.max(0, row.countAllComments - comments),
    };
  };
}
