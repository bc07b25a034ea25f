import type { ForumHookContext, CommentRecord } from "@quorum/forum/contract/server";
import { badgesDb } from "../db/BadgesTables";
import { awardByRule } from "./awardByRule";

/**
 * `forumHooks.commentAfterCreate`: the comment-count badges (first, 10, 100, 1,000), in the
 * comment's own transaction, so the award commits with the comment. The count is read from the
 * comments themselves (the author's counter is updated by the forum after its hooks).
 */
export async function commentBadges(comment: CommentRecord, ctx: ForumHookContext): Promise<void> {
  const db = badgesDb(ctx.db);
  const { count } = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("insertUserID", "=", comment.insertUserID)
    .executeTakeFirstOrThrow();
  await awardByRule(db, comment.insertUserID, "comments", Number(count), new Date());
}
