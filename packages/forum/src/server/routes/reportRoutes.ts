import { ReportListQuerySchema, ReportPostSchema, ReportSchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { createReport } from "../services/reports/createReport";
import { listReports } from "../services/reports/listReports";
import { serviceContext } from "./serviceContext";

/** `POST /reports` (members with flag.add) and `GET /reports` (moderators). */
export function reportRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post("/reports", { schema: { body: ReportPostSchema, response: { 201: ReportSchema } } }, async (request, reply) => {
    const report = await createReport(serviceContext(request), request.body);
    return reply.code(201).send(report);
  });

  typed.get("/reports", { schema: { querystring: ReportListQuerySchema, response: { 200: Type.Array(ReportSchema) } } }, async (request, reply) => {
    const result = await listReports(serviceContext(request), request.query);
    setPagingHeaders(reply, request, result);
    return result.reports;
  });
}
