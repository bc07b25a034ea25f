import { CommentListQuerySchema, CommentPatchSchema, CommentPostSchema, CommentSchema, RecordIDParamsSchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
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
    return reply.code(201).send(comment);
  });

  typed.patch("/comments/:id", { schema: { params: RecordIDParamsSchema, body: CommentPatchSchema, response: { 200: CommentSchema } } }, async (request) =>
    updateComment(serviceContext(request), request.params.id, request.body),
  );

  typed.delete("/comments/:id", { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
    await deleteComment(serviceContext(request), request.params.id);
    return reply.code(204).send();
  });
}
