import { CommentListQuerySchema, CommentPatchSchema, CommentPostSchema, CommentSchema, RecordIDParamsSchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { forumDb } from "../db/forumDb";
import { commentNotifications } from "../notifications/commentNotifications";
import { notifyModeration } from "../notifications/notifyModeration";
import { createComment } from "../services/comments/createComment";
import { deleteComment } from "../services/comments/deleteComment";
import { getComment } from "../services/comments/getComment";
import { listComments } from "../services/comments/listComments";
import { updateComment } from "../services/comments/updateComment";
import { throttlePosting } from "../services/posting/throttlePosting";
import { serviceContext } from "./serviceContext";

/** GET/POST /comments, GET/PATCH/DELETE /comments/{id}. */
export function commentRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/comments", { schema: { querystring: CommentListQuerySchema, response: { 200: Type.Array(CommentSchema) } } }, async (request, reply) => {
    const result = await listComments(serviceContext(request), request.query);
    setPagingHeaders(reply, request, result);
    return result.comments;
  });

  typed.get("/comments/:id", { schema: { params: RecordIDParamsSchema, response: { 200: CommentSchema } } }, async (request) =>
    getComment(serviceContext(request), request.params.id),
  );

  typed.post("/comments", { schema: { body: CommentPostSchema, response: { 201: CommentSchema } } }, async (request, reply) => {
    await throttlePosting(request);
    const comment = await createComment(serviceContext(request), request.body);
    // After the commit, before the answer: the fan-out job runs after the response (spec §3).
    await request.server.quorum.notifications.emit(commentNotifications, { commentID: comment.commentID }, request.viewer.user.userID);
    return reply.code(201).send(comment);
  });

  typed.patch("/comments/:id", { schema: { params: RecordIDParamsSchema, body: CommentPatchSchema, response: { 200: CommentSchema } } }, async (request) => {
    const comment = await updateComment(serviceContext(request), request.params.id, request.body);
    const post = { recordType: "comment" as const, recordID: comment.commentID, discussionID: comment.discussionID, authorID: comment.insertUserID };
    await notifyModeration(request, post, "edited");
    return comment;
  });

  typed.delete("/comments/:id", { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
    // Read before it goes: the author of a comment someone else deleted is told.
    const before = await forumDb(request.server.quorum.db)
      .selectFrom("comments")
      .select(["discussionID", "insertUserID"])
      .where("commentID", "=", request.params.id)
      .executeTakeFirst();
    await deleteComment(serviceContext(request), request.params.id);
    if (before)
      await notifyModeration(
        request,
        { recordType: "comment", recordID: request.params.id, discussionID: before.discussionID, authorID: before.insertUserID },
        "deleted",
      );
    return reply.code(204).send();
  });
}
