import type { Comment } from "@quorum/api";
import type { ExtensionContext } from "@quorum/server";
import { sql } from "kysely";
import { qnaDb } from "../db/qnaDb";
import type { AnswerAttributes } from "../../shared/QnaAttributes";

/**
 * `comment.serialize`: adds `attributes.answer` ({ status, dateAccepted, acceptUserID }) to the
 * comments of questions, except the asker's own (they are no answers). One query per list: the
 * lists' questions with the judged rows among these comments.
 */
export async function addAnswerFields(comments: Comment[], ctx: ExtensionContext): Promise<void> {
  if (comments.length === 0) return;
  const discussionIDs = [...new Set(comments.map((c) => c.discussionID))];
  const commentIDs = comments.map((c) => c.commentID);
  const rows = await qnaDb(ctx.db)
    .selectFrom("discussions as d")
    .leftJoin("qnaAnswers as a", (join) => join.onRef("a.discussionID", "=", "d.discussionID").on("a.commentID", "=", sql<number>`ANY(${commentIDs})`))
    .select(["d.discussionID", "d.insertUserID", "a.commentID", "a.status", "a.dateAccepted", "a.acceptUserID"])
    .where("d.discussionID", "=", sql<number>`ANY(${discussionIDs})`)
    .where("d.type", "=", "question")
    .execute();
  const askers = new Map<number, number>();
  const judged = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    askers.set(row.discussionID, row.insertUserID);
    if (row.commentID !== null) judged.set(row.commentID, row);
  }
  for (const comment of comments) {
    const asker = askers.get(comment.discussionID);
    if (asker === undefined || comment.insertUserID === asker) continue;
    const row = judged.get(comment.commentID);
    const answer: AnswerAttributes = {
      status: row?.status ?? "pending",
      dateAccepted: row?.dateAccepted ? new Date(row.dateAccepted).toISOString() : null,
      acceptUserID: row?.acceptUserID ?? null,
    };
    comment.attributes = { ...comment.attributes, answer };
  }
}
