import { TagListQuerySchema, TagSchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { forumDb } from "../db/forumDb";
import { searchTags } from "../services/tags/searchTags";
import { tagsByID } from "../services/tags/tagsByID";
import { withVanillaTagFields } from "../services/tags/withVanillaTagFields";

/**
 * GET /tags?query= — tag lookup for the tag picker (case-insensitive prefix, at most 20); `tagID` asks
 * for given tags. Either way only the tags the viewer may know of, counted as they may see them.
 */
export function tagRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get("/tags", { schema: { querystring: TagListQuerySchema, response: { 200: Type.Array(TagSchema) } } }, async (request) => {
      const db = forumDb(request.server.quorum.db);
      const { permissions } = request.viewer;
      const { tagID } = request.query;
      if (tagID !== undefined) return withVanillaTagFields(await tagsByID(db, Array.isArray(tagID) ? tagID : [tagID], permissions));
      return withVanillaTagFields(await searchTags(db, request.query.query ?? "", request.query.limit ?? 20, permissions));
    });
}
