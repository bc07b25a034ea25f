import type { CommentRecord, ForumHookContext } from "@quorum/forum/contract/server";
import { qnaDb } from "../db/qnaDb";
import { recomputeQuestionStatus } from "../status/recomputeQuestionStatus";

/**
 * `forumHooks.commentAfterCreate` and `commentAfterDelete`: a new answer makes an Unanswered or Rejected
 * question Answered; a deleted one (its judgement goes with it) may leave it Unanswered again,
 * or no longer Accepted. Runs inside the forum's transaction, so the count never drifts.
 */
export async function updateQuestionStatus(comment: CommentRecord, ctx: ForumHookContext): Promise<void> {
  await recomputeQuestionStatus(qnaDb(ctx.db), comment.discussionID);
}
