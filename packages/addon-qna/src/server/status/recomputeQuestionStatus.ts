import { sql } from "kysely";
import type { QnaDb } from "../db/QnaTables";
import { QNA_STATUS } from "../../shared/QNA_STATUS";

/**
 * Works a question's statusID out again from its answers (comments by anyone but the asker) and
 * their judgements, in one statement: Accepted when any answer is accepted, Unanswered with no
 * answers, Rejected when every answer is rejected, Answered otherwise. Does nothing to a discussion
 * that is not a question. Returns the new statusID, or undefined when nothing was updated.
 */
export async function recomputeQuestionStatus(db: QnaDb, discussionID: number): Promise<number | undefined> {
  const result = await sql<{ statusID: number }>`
    UPDATE "discussions" AS d SET "statusID" = CASE
      WHEN EXISTS (
        SELECT 1 FROM "qnaAnswers" a WHERE a."discussionID" = d."discussionID" AND a."status" = 'accepted'
      ) THEN ${QNA_STATUS.accepted}::integer
      WHEN NOT EXISTS (
        SELECT 1 FROM "comments" c WHERE c."discussionID" = d."discussionID" AND c."insertUserID" <> d."insertUserID"
      ) THEN ${QNA_STATUS.unanswered}::integer
      WHEN NOT EXISTS (
        SELECT 1 FROM "comments" c
        LEFT JOIN "qnaAnswers" a ON a."commentID" = c."commentID"
        WHERE c."discussionID" = d."discussionID" AND c."insertUserID" <> d."insertUserID" AND a."status" IS DISTINCT FROM 'rejected'
      ) THEN ${QNA_STATUS.rejected}::integer
      ELSE ${QNA_STATUS.answered}::integer
    END
    WHERE d."discussionID" = ${discussionID} AND d."type" = 'question'
    RETURNING d."statusID"`.execute(db);
  return result.rows[0]?.statusID;
}
