import {
  DiscussionBookmarkBodySchema,
  DiscussionDismissBodySchema,
  DiscussionMuteBodySchema,
  DiscussionTagsBodySchema,
  DiscussionTypeBodySchema,
  RecordIDParamsSchema,
} from "@quorum/api";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { bumpDiscussion } from "../services/discussions/bumpDiscussion";
import { changeDiscussionType } from "../services/discussions/changeDiscussionType";
import { setDiscussionTags } from "../services/discussions/setDiscussionTags";
import { setUserDiscussionFlag } from "../services/discussions/setUserDiscussionFlag";
import { serviceContext } from "./serviceContext";

/**
 * The single-discussion actions of the options menu (spec §7): PUT /discussions/{id}/type,
 * /bookmark, /dismiss, /mute and /tags, PATCH /discussions/{id}/bump.
 */
export function discussionActionRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const params = RecordIDParamsSchema;

  typed.put("/discussions/:id/type", { schema: { params, body: DiscussionTypeBodySchema } }, async (request) =>
    changeDiscussionType(serviceContext(request), request.params.id, request.body.type),
  );

  typed.put("/discussions/:id/bookmark", { schema: { params, body: DiscussionBookmarkBodySchema } }, async (request) => ({
    bookmarked: await setUserDiscussionFlag(serviceContext(request), request.params.id, "bookmarked", request.body.bookmarked),
  }));

  typed.put("/discussions/:id/dismiss", { schema: { params, body: DiscussionDismissBodySchema } }, async (request) => ({
    dismissed: await setUserDiscussionFlag(serviceContext(request), request.params.id, "dismissed", request.body.dismissed),
  }));

  typed.put("/discussions/:id/mute", { schema: { params, body: DiscussionMuteBodySchema } }, async (request) => ({
    muted: await setUserDiscussionFlag(serviceContext(request), request.params.id, "muted", request.body.muted),
  }));

  typed.patch("/discussions/:id/bump", { schema: { params } }, async (request) => bumpDiscussion(serviceContext(request), request.params.id));

  typed.put("/discussions/:id/tags", { schema: { params, body: DiscussionTagsBodySchema } }, async (request) =>
    setDiscussionTags(serviceContext(request), request.params.id, request.body.tagIDs),
  );
}
