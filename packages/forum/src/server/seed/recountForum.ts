import { sql, type Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { forumDb } from "../db/forumDb";
import { invalidateCategoryIndex } from "../services/categories/categoryIndexCache";
import { CategoryIndex } from "../services/categories/CategoryIndex";
import { HOT_RANK } from "../services/discussions/HOT_RANK";
import { refreshCategoryLastPost } from "../services/categories/refreshCategoryLastPost";

/**
 * Recomputes every derived count of the forum from the rows themselves, in set-based statements:
 * discussions' comment counts, last comments and trending rank; categories' own and subtree counts
 * and last posts; users' and tags' counts. For bulk loads, which skip per-post bookkeeping.
 */
export async function recountForum(coreDb: Kysely<CoreTables>): Promise<void> {
  const db = forumDb(coreDb);
  await sql`UPDATE "discussions" SET "countComments" = 0, "lastCommentID" = NULL, "lastCommentUserID" = "insertUserID", "dateLastComment" = "dateInserted"`.execute(
    db,
  );
  await sql`
    UPDATE "discussions" AS d
    SET "countComments" = c.n, "lastCommentID" = c."commentID", "lastCommentUserID" = c."insertUserID",
        "dateLastComment" = CASE WHEN d.sink THEN d."dateInserted" ELSE greatest(d."dateInserted", c."dateInserted") END
    FROM (
      SELECT DISTINCT ON ("discussionID") "discussionID", "commentID", "insertUserID", "dateInserted",
             count(*) OVER (PARTITION BY "discussionID")::integer AS n
      FROM "comments" ORDER BY "discussionID", "dateInserted" DESC, "commentID" DESC
    ) AS c
    WHERE d."discussionID" = c."discussionID"`.execute(db);
  await db.updateTable("discussions").set({ hot: HOT_RANK }).execute();

  const own = await db
    .selectFrom("discussions")
    .select(["categoryID", (eb) => eb.fn.countAll<string>().as("discussions"), (eb) => eb.fn.sum<string>("countComments").as("comments")])
    .groupBy("categoryID")
    .execute();
  const ownByID = new Map(own.map((r) => [r.categoryID, { discussions: Number(r.discussions), comments: Number(r.comments ?? 0) }]));
  const index = await CategoryIndex.load(db);
  for (const row of index.rows) {
    const mine = ownByID.get(row.categoryID) ?? { discussions: 0, comments: 0 };
    const all = index.subtree(row.categoryID).reduce(
      (sum, r) => {
        const c = ownByID.get(r.categoryID);
        return c ? { discussions: sum.discussions + c.discussions, comments: sum.comments + c.comments } : sum;
      },
      { discussions: 0, comments: 0 },
    );
    await db
      .updateTable("categories")
      .set({ countDiscussions: mine.discussions, countComments: mine.comments, countAllDiscussions: all.discussions, countAllComments: all.comments })
      .where("categoryID", "=", row.categoryID)
      .execute();
  }
  for (const leaf of index.rows.filter((r) => index.children(r.categoryID).length === 0)) await refreshCategoryLastPost(db, index, leaf.categoryID);

  await sql`
    UPDATE "users" AS u SET
      "countDiscussions" = (SELECT count(*) FROM "discussions" d WHERE d."insertUserID" = u."userID"),
      "countComments" = (SELECT count(*) FROM "comments" c WHERE c."insertUserID" = u."userID")`.execute(db);
  await sql`UPDATE "tags" AS t SET "countDiscussions" = (SELECT count(*) FROM "discussionTags" dt WHERE dt."tagID" = t."tagID")`.execute(db);
  invalidateCategoryIndex(db);
}
