import type { Comment } from "@quorum/api";
import type { ForumHookContext } from "@quorum/forum/contract/server";
import { sql } from "kysely";
import { qnaDb } from "../db/qnaDb";
import type { QnaDb } from "../db/QnaTables";
import type { AnswerAttributes } from "../../shared/QnaAttributes";

/** A judgement stored for an answer. */
interface JudgedRow {
  commentID: number;
  status: AnswerAttributes["status"];
  dateAccepted: Date | string | null;
  acceptUserID: number | null;
}

/**
 * `forumHooks.commentSerialize`: adds `attributes.answer` ({ status, dateAccepted, acceptUserID }) to the
 * comments of questions, except the asker's own (they are no answers). When the forum hands over
 * the comments' discussions (`ctx.discussions`, a thread's), the comments of other kinds of post
 * cost nothing and a question's cost one lookup of its judged answers; otherwise one query finds
 * the questions among the comments' discussions with their judged answers.
 */
export async function addAnswerFields(comments: Comment[], ctx: ForumHookContext): Promise<void> {
  if (comments.length === 0) return;
  const db = qnaDb(ctx.db);
  const discussionIDs = [...new Set(comments.map((c) => c.discussionID))];
  const known = ctx.discussions;
  const askers = new Map<number, number>();
  let judged: readonly JudgedRow[];
  if (known && discussionIDs.every((id) => known.has(id))) {
    for (const id of discussionIDs) {
      const discussion = known.get(id);
      if (discussion?.type === "question") askers.set(id, discussion.insertUserID);
    }
    if (askers.size === 0) return;
    const answers = comments.filter((c) => askers.has(c.discussionID) && c.insertUserID !== askers.get(c.discussionID)).map((c) => c.commentID);
    judged = answers.length === 0 ? [] : await judgedAnswers(db, answers);
  } else {
    const rows = await questionsWithJudgedAnswers(
      db,
      discussionIDs,
      comments.map((c) => c.commentID),
    );
    for (const row of rows) askers.set(row.discussionID, row.insertUserID);
    judged = rows.flatMap((row) => (row.commentID === null || row.status === null ? [] : [{ ...row, commentID: row.commentID, status: row.status }]));
  }
  const byComment = new Map(judged.map((row) => [row.commentID, row]));
  for (const comment of comments) {
    const asker = askers.get(comment.discussionID);
    if (asker === undefined || comment.insertUserID === asker) continue;
    const row = byComment.get(comment.commentID);
    const answer: AnswerAttributes = {
      status: row?.status ?? "pending",
      dateAccepted: row?.dateAccepted ? new Date(row.dateAccepted).toISOString() : null,
      acceptUserID: row?.acceptUserID ?? null,
    };
    comment.attributes = { ...comment.attributes, answer };
  }
}

/** The judgements stored for these comments (unjudged answers have none: pending). */
function judgedAnswers(db: QnaDb, commentIDs: readonly number[]): Promise<JudgedRow[]> {
  return db
    .selectFrom("qnaAnswers")
    .select(["commentID", "status", "dateAccepted", "acceptUserID"])
    .where("commentID", "=", sql<number>`ANY(${commentIDs})`)
    .execute();
}

/** The questions among these discussions with their askers, and the judged answers among these comments. */
function questionsWithJudgedAnswers(db: QnaDb, discussionIDs: readonly number[], commentIDs: readonly number[]) {
  return db
    .selectFrom("discussions as d")
    .leftJoin("qnaAnswers as a", (join) => join.onRef("a.discussionID", "=", "d.discussionID").on("a.commentID", "=", sql<number>`ANY(${commentIDs})`))
    .select(["d.discussionID", "d.insertUserID", "a.commentID", "a.status", "a.dateAccepted", "a.acceptUserID"])
    .where("d.discussionID", "=", sql<number>`ANY(${discussionIDs})`)
    .where("d.type", "=", "question")
    .execute();
}
