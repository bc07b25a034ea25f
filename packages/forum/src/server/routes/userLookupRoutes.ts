import { DEFAULT_PAGE_LIMIT, UserFragmentSchema, type UsersByNamesQuery, UsersByNamesQuerySchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { requirePermission, setPagingHeaders } from "@quorum/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forumDb } from "../db/forumDb";
import { findUsersByName } from "../services/users/findUsersByName";

/** `GET /users/by-names` (spec §7; the trailing-slash form the client calls too): name lookups for mentions. */
export function userLookupRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const handler = async (request: FastifyRequest<{ Querystring: UsersByNamesQuery }>, reply: FastifyReply) => {
    requirePermission(request, "profiles.view");
    const { name, order = "name", page = 1, limit = DEFAULT_PAGE_LIMIT } = request.query;
    const result = await findUsersByName(forumDb(request.server.quorum.db), { name, order, page, limit });
    setPagingHeaders(reply, request, { page, limit, hasNext: result.hasNext });
    return result.users;
  };
  for (const url of ["/users/by-names", "/users/by-names/"])
    typed.get(url, { schema: { querystring: UsersByNamesQuerySchema, response: { 200: Type.Array(UserFragmentSchema) } } }, handler);
}
