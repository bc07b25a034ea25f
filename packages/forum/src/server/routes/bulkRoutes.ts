import {
  DiscussionBulkCloseSchema,
  DiscussionBulkDeleteSchema,
  DiscussionBulkMergeSchema,
  DiscussionBulkMoveSchema,
  LongRunnerQuerySchema,
  RecordID,
} from "@quorum/api";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { defineLongRunnerJob, validationError } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { bulkCloseDiscussion } from "../services/bulk/bulkCloseDiscussion";
import { bulkDeleteDiscussion } from "../services/bulk/bulkDeleteDiscussion";
import { bulkMergeDiscussion } from "../services/bulk/bulkMergeDiscussion";
import { bulkMoveDiscussion } from "../services/bulk/bulkMoveDiscussion";
import { checkMergeDestination } from "../services/bulk/checkMergeDestination";
import { requirePostingCategory } from "../services/bulk/requirePostingCategory";
import { loadCategoryIndex } from "../services/categories/categoryIndexCache";
import { serviceContext } from "./serviceContext";

// The jobs behind the bulk calls: each record in its own transaction, checked as the viewer of
// the call at hand (a continuation through /calls/run included).
const bulkDeleteJob = defineLongRunnerJob({
  name: "forum.discussions.delete",
  addon: "forum",
  params: Type.Object({}),
  run: (discussionID, _params, request) => bulkDeleteDiscussion(serviceContext(request), discussionID),
});

const bulkMoveJob = defineLongRunnerJob({
  name: "forum.discussions.move",
  addon: "forum",
  params: Type.Object({ categoryID: RecordID(), addRedirects: Type.Boolean() }),
  run: (discussionID, params, request) => bulkMoveDiscussion(serviceContext(request), discussionID, params),
});

const bulkCloseJob = defineLongRunnerJob({
  name: "forum.discussions.close",
  addon: "forum",
  params: Type.Object({ closed: Type.Boolean() }),
  run: (discussionID, params, request) => bulkCloseDiscussion(serviceContext(request), discussionID, params.closed),
});

const bulkMergeJob = defineLongRunnerJob({
  name: "forum.discussions.merge",
  addon: "forum",
  params: Type.Object({ destinationDiscussionID: RecordID(), addRedirects: Type.Boolean() }),
  run: (discussionID, params, request) => bulkMergeDiscussion(serviceContext(request), discussionID, params),
});

/**
 * The bulk discussion calls (spec §4 "Bulk operations report per-item success and failure"):
 * `DELETE /discussions/list`, `PATCH /discussions/move`, `/close` and `/merge`. Input is checked
 * whole first (422 naming the field, nothing written); then each discussion succeeds or fails on
 * its own and the answer is a `LongRunnerResult` (200 done; 408 with a `callbackPayload` to go on
 * through `POST /calls/run`).
 */
export function bulkRoutes(app: FastifyInstance): void {
  const { longRunner } = app.quorum;
  // Registered up front so any process can continue a job another one started.
  for (const job of [bulkDeleteJob, bulkMoveJob, bulkCloseJob, bulkMergeJob]) longRunner.register(job);
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.delete("/discussions/list", { schema: { querystring: LongRunnerQuerySchema, body: DiscussionBulkDeleteSchema } }, async (request, reply) =>
    longRunner.start(request, reply, bulkDeleteJob, request.body.discussionIDs, {}),
  );

  typed.patch("/discussions/move", { schema: { querystring: LongRunnerQuerySchema, body: DiscussionBulkMoveSchema } }, async (request, reply) => {
    const { discussionIDs, categoryID, addRedirects = false } = request.body;
    const ctx = serviceContext(request);
    requirePostingCategory(ctx.viewer, await loadCategoryIndex(ctx.db), categoryID);
    return longRunner.start(request, reply, bulkMoveJob, discussionIDs, { categoryID, addRedirects });
  });

  typed.patch("/discussions/close", { schema: { querystring: LongRunnerQuerySchema, body: DiscussionBulkCloseSchema } }, async (request, reply) =>
    longRunner.start(request, reply, bulkCloseJob, request.body.discussionIDs, { closed: request.body.closed }),
  );

  typed.patch("/discussions/merge", { schema: { querystring: LongRunnerQuerySchema, body: DiscussionBulkMergeSchema } }, async (request, reply) => {
    const { discussionIDs, destinationDiscussionID, addRedirects = false } = request.body;
    const sources = [...new Set(discussionIDs)].filter((id) => id !== destinationDiscussionID);
    if (sources.length === 0) throw validationError("discussionIDs", "You must select at least 2 discussions to merge.", "minItems");
    await checkMergeDestination(serviceContext(request), destinationDiscussionID);
    return longRunner.start(request, reply, bulkMergeJob, sources, { destinationDiscussionID, addRedirects });
  });
}
