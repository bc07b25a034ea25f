import {
  REACTION_RECORD_TYPES,
  ReactionCountSchema,
  ReactionLogEntrySchema,
  ReactionLogQuerySchema,
  ReactionPostSchema,
  ReactionTypeSchema,
  ReactionUserParamsSchema,
  RecordIDParamsSchema,
} from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { listReactionLog } from "../services/reactions/listReactionLog";
import { listReactionTypes } from "../services/reactions/listReactionTypes";
import { reactionNotifications } from "../notifications/reactionNotifications";
import { reactToRecord } from "../services/reactions/reactToRecord";
import { removeOwnReaction } from "../services/reactions/removeOwnReaction";
import { removeUserReaction } from "../services/reactions/removeUserReaction";
import { serviceContext } from "./serviceContext";

/**
 * `GET /reactions` (the types), and for discussions and comments alike:
 * `GET|POST|DELETE /{recordType}s/{id}/reactions` (log, react, take back one's own) and
 * `DELETE /{recordType}s/{id}/reactions/{userID}` (a moderator removes one member's).
 */
export function reactionRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/reactions", { schema: { response: { 200: Type.Array(ReactionTypeSchema) } } }, async (request) => listReactionTypes(serviceContext(request).db));

  for (const recordType of REACTION_RECORD_TYPES) {
    const path = `/${recordType}s/:id/reactions`;

    typed.get(
      path,
      { schema: { params: RecordIDParamsSchema, querystring: ReactionLogQuerySchema, response: { 200: Type.Array(ReactionLogEntrySchema) } } },
      async (request, reply) => {
        const result = await listReactionLog(serviceContext(request), recordType, request.params.id, request.query);
        setPagingHeaders(reply, request, result);
        return result.entries;
      },
    );

    typed.post(
      path,
      { schema: { params: RecordIDParamsSchema, body: ReactionPostSchema, response: { 200: Type.Array(ReactionCountSchema) } } },
      async (request) => {
        const counts = await reactToRecord(serviceContext(request), recordType, request.params.id, request.body.reactionType);
        const { userID } = request.viewer.user;
        await request.server.quorum.notifications.emit(reactionNotifications, { recordType, recordID: request.params.id, userID }, userID);
        return counts;
      },
    );

    typed.delete(path, { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
      await removeOwnReaction(serviceContext(request), recordType, request.params.id);
      return reply.code(204).send();
    });

    typed.delete(`${path}/:userID`, { schema: { params: ReactionUserParamsSchema } }, async (request, reply) => {
      await removeUserReaction(serviceContext(request), recordType, request.params.id, request.params.userID);
      return reply.code(204).send();
    });
  }
}
