import type { PermissionsPayload } from "@quorum/api";
import { notFound } from "@quorum/server";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import { viewableCategories } from "../../permissions/viewableCategories";
import type { CategoryIndex, CategoryRow } from "../categories/CategoryIndex";
import { redirectTargetIDSql } from "./redirectTargetIDSql";

/**
 * The category of a discussion the viewer wants to see, or 404 "{notFoundType} not found." — the
 * very answer of a missing record, so a hidden one cannot be told from one that does not exist:
 * when its category (or a parent) is hidden from the viewer, and when it is a redirect stub whose
 * target is (a stub carries its target's name; see `shownDiscussionSql`).
 */
export async function assertShownDiscussion(
  db: ForumDb,
  index: CategoryIndex,
  permissions: PermissionsPayload,
  discussion: { discussionID: number; categoryID: number; type: string },
  notFoundType = "Discussion",
): Promise<CategoryRow> {
  const visible = viewableCategories(index, permissions);
  const category = visible.get(discussion.categoryID);
  if (!category) throw notFound(notFoundType);
  if (discussion.type === "redirect" && visible.size < index.rows.length) {
    const { rows } = await sql<{ categoryID: number }>`SELECT "target"."categoryID" FROM "discussions" AS "stub"
      JOIN "discussions" AS "target" ON "target"."discussionID" = ${sql.raw(redirectTargetIDSql('"stub"'))}
      WHERE "stub"."discussionID" = ${discussion.discussionID}`.execute(db);
    const targetCategoryID = rows[0]?.categoryID;
    if (targetCategoryID === undefined || !visible.has(targetCategoryID)) throw notFound(notFoundType);
  }
  return category;
}
