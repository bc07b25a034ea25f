import { TagListQuerySchema } from "@quorum/api";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { forumDb } from "../db/forumDb";
import { searchTags } from "../services/tags/searchTags";

/** GET /tags?query= — tag lookup for the tag picker (case-insensitive prefix, at most 20). */
export function tagRoutes(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get("/tags", { schema: { querystring: TagListQuerySchema } }, async (request) =>
    searchTags(forumDb(request.server.quorum.db), request.query.query ?? "", request.query.limit ?? 20),
  );
}
