import { DEFAULT_PAGE_LIMIT, ProfilePostSchema, RecordIDParamsSchema, UserReactedQuerySchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { isRestricted, notFound, readProfile, setPagingHeaders, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { listUserPosts } from "../services/profiles/listUserPosts";
import { serviceContext } from "./serviceContext";

/**
 * `GET /users/{id}/reacted?reactionUrlcode=` (Vanilla's call; the profile's reactions tab): the
 * user's posts that received that reaction, newest first, paged (`Link`, `x-app-page-*`). The
 * profile's rule first (`readProfile`: 403 without profiles.view, 404 for no such user), then a
 * private or banned profile's list answers as a missing user's (404) to those who see its
 * restricted view, and posts in categories the viewer cannot see never show nor count.
 */
export function profileRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    "/users/:id/reacted",
    { schema: { params: RecordIDParamsSchema, querystring: UserReactedQuerySchema, response: { 200: Type.Array(ProfilePostSchema) } } },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const user = await readProfile(request.server.quorum, request.viewer, request.params.id);
      // What a private or banned profile's posts received is as unknown as a missing user's.
      if (isRestricted(user)) throw notFound("User");
      const { reactionUrlcode, page = 1, limit = DEFAULT_PAGE_LIMIT } = request.query;
      const type = await ctx.db
        .selectFrom("reactionTypes")
        .select(["tagID", "class", "active"])
        .where("urlcode", "=", reactionUrlcode.toLowerCase())
        .executeTakeFirst();
      if (!type || !type.active || type.class === "flag") throw validationError("reactionUrlcode", `${reactionUrlcode} is not a reaction type.`);
      const result = await listUserPosts(ctx, { userID: user.userID, page, limit, kinds: ["discussion", "comment"], reactionTagID: type.tagID });
      setPagingHeaders(reply, request, result);
      return result.posts;
    },
  );
}
