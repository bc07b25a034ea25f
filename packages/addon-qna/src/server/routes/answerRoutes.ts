import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { API_BASE, RecordIDParamsSchema } from "@quorum/api";
import { forbidden, HttpError, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { canJudgeAnswers } from "../../shared/canJudgeAnswers";
import { qnaDb } from "../db/qnaDb";
import { answerAcceptedNotifications } from "../notifications/answerAcceptedNotifications";
import { answerAccepted } from "./answerAccepted";
import { recomputeQuestionStatus } from "../status/recomputeQuestionStatus";
import { AnswerPatchSchema } from "./AnswerPatchSchema";
import { loadAnswerTarget } from "./loadAnswerTarget";

/**
 * `PATCH /comments/{id}/answer` {status: accepted | rejected | pending}: the question's asker or a
 * holder of `qna.accept` judges an answer. The judgement and the question's statusID change in
 * one transaction. Answers the comment as `GET /comments/{id}` does (with `attributes.answer`).
 */
export function answerRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.patch("/comments/:id/answer", { schema: { params: RecordIDParamsSchema, body: AnswerPatchSchema } }, async (request) => {
    const { viewer } = request;
    const db = qnaDb(request.server.quorum.db);
    const target = await loadAnswerTarget(db, viewer, request.params.id);
    if (target.type !== "question") throw validationError("id", "This comment is not on a question.", "notQuestion");
    if (!canJudgeAnswers(viewer.user.userID, viewer.permissions, { insertUserID: target.askerID })) {
      throw forbidden("Permission Problem", "Only the asker or a moderator can accept or reject answers.");
    }
    if (target.commentUserID === target.askerID) throw validationError("id", "The asker's own comment is not an answer.", "notAnswer");

    const { status } = request.body;
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("qnaAnswers").select("status").where("commentID", "=", target.commentID).executeTakeFirst();
      if (status === "pending") {
        await trx.deleteFrom("qnaAnswers").where("commentID", "=", target.commentID).execute();
      } else {
        const judgement = { status, dateAccepted: status === "accepted" ? new Date() : null, acceptUserID: viewer.user.userID, dateUpdated: new Date() };
        await trx
          .insertInto("qnaAnswers")
          .values({ commentID: target.commentID, discussionID: target.discussionID, ...judgement })
          .onConflict((oc) => oc.column("commentID").doUpdateSet(judgement))
          .execute();
      }
      await recomputeQuestionStatus(trx, target.discussionID);
      if (status === "accepted" && before?.status !== "accepted") await answerAccepted(request.server.quorum.addons, trx, viewer, target);
    });
    // After the commit: the answer's author is told (the platform's notifications, spec §3).
    if (status === "accepted") {
      await request.server.quorum.notifications.emit(
        answerAcceptedNotifications,
        { commentID: target.commentID, acceptUserID: viewer.user.userID },
        viewer.user.userID,
      );
    }

    // The comment as the forum serializes it (our `comment.serialize` adds the answer), read in-process as the viewer.
    const comment = await request.server.inject({
      method: "GET",
      url: `${API_BASE}/comments/${target.commentID}`,
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    if (comment.statusCode !== 200) throw new HttpError(comment.statusCode, "The comment could not be read back.");
    return comment.json<unknown>();
  });
}
