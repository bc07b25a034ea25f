import {
  DiscussionListQuerySchema,
  DiscussionPatchQuerySchema,
  DiscussionPatchSchema,
  DiscussionPostSchema,
  DiscussionSchema,
  RecordIDParamsSchema,
} from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { sendJson, setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { discussionNotifications } from "../notifications/discussionNotifications";
import { notifyModeration } from "../notifications/notifyModeration";
import { createDiscussion } from "../services/discussions/createDiscussion";
import { deleteDiscussion } from "../services/discussions/deleteDiscussion";
import { getDiscussion } from "../services/discussions/getDiscussion";
import { listDiscussions } from "../services/discussions/listDiscussions";
import { updateDiscussion } from "../services/discussions/updateDiscussion";
import { throttlePosting } from "../services/posting/throttlePosting";
import { serviceContext } from "./serviceContext";

/** GET/POST /discussions, GET/PATCH/DELETE /discussions/{id}. */
export function discussionRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/discussions", { schema: { querystring: DiscussionListQuerySchema, response: { 200: Type.Array(DiscussionSchema) } } }, async (request, reply) => {
    const result = await listDiscussions(serviceContext(request), request.query);
    setPagingHeaders(reply, request, result);
    // As bytes: the busiest answer of the site, ~30 kB (see sendJson).
    return sendJson(reply, result.discussions);
  });

  typed.get("/discussions/:id", { schema: { params: RecordIDParamsSchema, response: { 200: DiscussionSchema } } }, async (request) =>
    getDiscussion(serviceContext(request), request.params.id),
  );

  typed.post("/discussions", { schema: { body: DiscussionPostSchema, response: { 201: DiscussionSchema } } }, async (request, reply) => {
    await throttlePosting(request);
    const discussion = await createDiscussion(serviceContext(request), request.body);
    await request.server.quorum.notifications.emit(discussionNotifications, { discussionID: discussion.discussionID }, request.viewer.user.userID);
    return reply.code(201).send(discussion);
  });

  // `?expand=category` is accepted: the answer always carries the category (and every expansion).
  typed.patch(
    "/discussions/:id",
    { schema: { params: RecordIDParamsSchema, querystring: DiscussionPatchQuerySchema, body: DiscussionPatchSchema, response: { 200: DiscussionSchema } } },
    async (request) => {
      const discussion = await updateDiscussion(serviceContext(request), request.params.id, request.body);
      const { body } = request;
      const action =
        body.closed === true ? "closed" : body.categoryID !== undefined ? "moved" : body.name !== undefined || body.body !== undefined ? "edited" : null;
      const post = {
        recordType: "discussion" as const,
        recordID: discussion.discussionID,
        discussionID: discussion.discussionID,
        authorID: discussion.insertUserID,
      };
      if (action) await notifyModeration(request, post, action);
      return discussion;
    },
  );

  typed.delete("/discussions/:id", { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
    await deleteDiscussion(serviceContext(request), request.params.id);
    return reply.code(204).send();
  });
}
