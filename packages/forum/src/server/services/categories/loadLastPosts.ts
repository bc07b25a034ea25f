import { commentPath, discussionPath, type Category } from "@quorum/api";
import type { ForumDb } from "../../db/ForumTables";
import { sql } from "kysely";
import { shownDiscussionSql } from "../discussions/shownDiscussionSql";
import { loadUserFragments } from "../users/loadUserFragments";
import { unknownUser } from "../users/userFragmentColumn";
import type { CategoryRow } from "./CategoryIndex";

type LastPost = NonNullable<Category["lastPost"]>;

/**
 * The latest post of each category, in three batched queries whatever the number of categories.
 * A post that sits in a category the viewer cannot see is left out.
 */
export async function loadLastPosts(db: ForumDb, rows: readonly CategoryRow[], visible: ReadonlyMap<number, unknown>): Promise<Map<number, LastPost>> {
  const discussionIDs = [...new Set(rows.map((r) => r.lastDiscussionID).filter((id): id is number => id !== null))];
  const commentIDs = [...new Set(rows.map((r) => r.lastCommentID).filter((id): id is number => id !== null))];
  const out = new Map<number, LastPost>();
  if (discussionIDs.length === 0) return out;
  const discussions = await db
    .selectFrom("discussions")
    .select(["discussionID", "name", "categoryID", "insertUserID", "dateInserted"])
    // A redirect stub whose target is hidden carries that target's name: not a last post to show.
    .select(sql<boolean>`${sql.raw(shownDiscussionSql('"discussions"', [...visible.keys()]))}`.as("shown"))
    .where("discussionID", "in", discussionIDs)
    .execute();
  const comments =
    commentIDs.length === 0
      ? []
      : await db.selectFrom("comments").select(["commentID", "discussionID", "insertUserID", "dateInserted"]).where("commentID", "in", commentIDs).execute();
  const discussionByID = new Map(discussions.map((d) => [d.discussionID, d]));
  const commentByID = new Map(comments.map((c) => [c.commentID, c]));
  const users = await loadUserFragments(db, [...discussions.map((d) => d.insertUserID), ...comments.map((c) => c.insertUserID)]);

  for (const row of rows) {
    const discussion = row.lastDiscussionID === null ? undefined : discussionByID.get(row.lastDiscussionID);
    if (!discussion || !visible.has(discussion.categoryID) || !discussion.shown) continue;
    const comment = row.lastCommentID === null ? undefined : commentByID.get(row.lastCommentID);
    const post = comment && comment.discussionID === discussion.discussionID ? comment : discussion;
    const user = users.get(post.insertUserID);
    out.set(row.categoryID, {
      name: discussion.name,
      url: comment && post === comment ? commentPath(comment.commentID) : discussionPath(discussion.discussionID, discussion.name),
      dateInserted: post.dateInserted.toISOString(),
      insertUserID: post.insertUserID,
      insertUser: user ?? unknownUser(post.insertUserID),
    });
  }
  return out;
}
