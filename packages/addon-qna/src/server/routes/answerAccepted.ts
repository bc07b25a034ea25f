import type { AddonContributions, Viewer } from "@quorum/server";
import { qnaHooks } from "../../contract/server";
import type { QnaDb } from "../db/QnaTables";
import type { AnswerTarget } from "./loadAnswerTarget";

/** Tells the enabled add-ons' `qnaHooks.answerAccepted` of a new acceptance, in the judgement's transaction. */
export async function answerAccepted(addons: AddonContributions, trx: QnaDb, viewer: Viewer, target: AnswerTarget): Promise<void> {
  const hooks = [...addons.hooks(qnaHooks.answerAccepted)];
  // No listener, no query.
  if (hooks.length === 0) return;
  const { count } = await trx
    .selectFrom("qnaAnswers as a")
    .innerJoin("comments as c", "c.commentID", "a.commentID")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("a.status", "=", "accepted")
    .where("c.insertUserID", "=", target.commentUserID)
    .executeTakeFirstOrThrow();
  const answer = {
    commentID: target.commentID,
    discussionID: target.discussionID,
    answerUserID: target.commentUserID,
    acceptUserID: viewer.user.userID,
    countAccepted: Number(count),
  };
  for (const hook of hooks) await hook(answer, { db: trx, viewer, addons });
}
