import { AuditLogEntrySchema, AuditLogQuerySchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { listAuditLogs } from "../services/audit/listAuditLogs";
import { serviceContext } from "./serviceContext";

/** GET /audit-logs: the moderation log behind `/log/filter`, newest first, with paging headers. */
export function auditLogRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get("/audit-logs", { schema: { querystring: AuditLogQuerySchema, response: { 200: Type.Array(AuditLogEntrySchema) } } }, async (request, reply) => {
      const result = await listAuditLogs(serviceContext(request), request.query);
      setPagingHeaders(reply, request, result);
      return result.entries;
    });
}
