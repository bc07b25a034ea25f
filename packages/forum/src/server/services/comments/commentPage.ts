import type { CommentSort } from "@quorum/api";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";

/**
 * The page (1-based, `limit` per page) of its discussion's thread that a comment sits on, for
 * permalinks (/discussion/comment/{id}). Counts the comments before it in the same sort, along
 * the thread index. Undefined when the comment does not exist.
 */
export async function commentPage(db: ForumDb, commentID: number, limit: number, sort: CommentSort = "dateInserted"): Promise<number | undefined> {
  const comment = await db.selectFrom("comments").select(["discussionID", "dateInserted", "score"]).where("commentID", "=", commentID).executeTakeFirst();
  if (!comment) return undefined;
  let before = db.selectFrom("comments").where("discussionID", "=", comment.discussionID);
  switch (sort) {
    case "-dateInserted":
      before = before.where(sql<boolean>`("dateInserted", "commentID") > (${comment.dateInserted}, ${commentID})`);
      break;
    case "-score":
      before = before.where((eb) => eb.or([eb("score", ">", comment.score), eb.and([eb("score", "=", comment.score), eb("commentID", "<", commentID)])]));
      break;
    default:
      // Oldest first (the default); trending changes with time, so it permalinks chronologically.
      before = before.where(sql<boolean>`("dateInserted", "commentID") < (${comment.dateInserted}, ${commentID})`);
  }
  const { count } = await before.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return Math.floor(Number(count) / limit) + 1;
}
