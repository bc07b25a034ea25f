import {
  DraftForEditSchema,
  DraftListQuerySchema,
  DraftPatchSchema,
  DraftPostSchema,
  DraftScheduleSchema,
  DraftSchema,
  RecordIDParamsSchema,
} from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { cancelDraftSchedule } from "../services/drafts/cancelDraftSchedule";
import { createDraft } from "../services/drafts/createDraft";
import { deleteDraft } from "../services/drafts/deleteDraft";
import { DraftScheduler } from "../services/drafts/DraftScheduler";
import { getDraftForEdit } from "../services/drafts/getDraftForEdit";
import { listDrafts } from "../services/drafts/listDrafts";
import { loadOwnDraft } from "../services/drafts/loadOwnDraft";
import { scheduleDraft } from "../services/drafts/scheduleDraft";
import { serializeDraft } from "../services/drafts/serializeDraft";
import { updateDraft } from "../services/drafts/updateDraft";
import { serviceContext } from "./serviceContext";

/**
 * `/drafts` (spec §7): the viewer's own drafts, and their schedule. Also runs the app's draft
 * scheduler: started when the app is ready (publishing what fell due while it was down), stopped
 * when it closes.
 */
export function draftRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const scheduler = new DraftScheduler(app.quorum);
  app.addHook("onReady", () => scheduler.start());
  app.addHook("onClose", () => scheduler.stop());

  typed.get("/drafts", { schema: { querystring: DraftListQuerySchema, response: { 200: Type.Array(DraftSchema) } } }, async (request, reply) => {
    const page = await listDrafts(serviceContext(request), request.query);
    setPagingHeaders(reply, request, page);
    return page.drafts;
  });

  typed.get("/drafts/:id", { schema: { params: RecordIDParamsSchema, response: { 200: DraftSchema } } }, async (request) => {
    const ctx = serviceContext(request);
    return serializeDraft(await loadOwnDraft(ctx.db, ctx.viewer, request.params.id));
  });

  typed.get("/drafts/:id/edit", { schema: { params: RecordIDParamsSchema, response: { 200: DraftForEditSchema } } }, async (request) =>
    getDraftForEdit(serviceContext(request), request.params.id),
  );

  typed.post("/drafts", { schema: { body: DraftPostSchema } }, async (request, reply) =>
    reply.code(201).send(await createDraft(serviceContext(request), request.body)),
  );

  typed.patch("/drafts/:id", { schema: { params: RecordIDParamsSchema, body: DraftPatchSchema } }, async (request) =>
    updateDraft(serviceContext(request), request.params.id, request.body),
  );

  typed.delete("/drafts/:id", { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
    await deleteDraft(serviceContext(request), request.params.id);
    return reply.code(204).send();
  });

  typed.patch("/drafts/schedule/:id", { schema: { params: RecordIDParamsSchema, body: DraftScheduleSchema } }, async (request) => {
    const draft = await scheduleDraft(serviceContext(request), request.params.id, request.body);
    scheduler.wake();
    return draft;
  });

  typed.patch("/drafts/cancel-schedule/:id", { schema: { params: RecordIDParamsSchema } }, async (request) => {
    const draft = await cancelDraftSchedule(serviceContext(request), request.params.id);
    scheduler.wake();
    return draft;
  });
}
