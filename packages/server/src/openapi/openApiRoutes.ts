import { createHash } from "node:crypto";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import type { QuorumContext } from "../QuorumContext";
import { buildOpenApiDocument } from "./buildOpenApiDocument";
import type { RouteCatalog } from "./RouteCatalog";

/** The document's outline: the OpenAPI object's required fields (its contents are the routes' own schemas). */
const OpenApiDocumentSchema = Type.Object({
  openapi: Type.String(),
  info: Type.Object({ title: Type.String(), version: Type.String() }),
  paths: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown())),
});

/**
 * `GET /open-api/v3`: the OpenAPI 3.1 document of the framework's routes and of the enabled
 * add-ons' (docs/architecture.md §4), public and cacheable. Built once per set of enabled add-ons:
 * switching one on or off changes the next answer, with no restart.
 */
export async function openApiRoutes(app: FastifyInstance, ctx: QuorumContext, catalog: RouteCatalog): Promise<void> {
  const built = new Map<string, { text: string; etag: string }>();
  app.get(
    "/open-api/v3",
    { schema: { response: { 200: OpenApiDocumentSchema, 304: Type.Null({ description: "Not modified: the ETag in If-None-Match is current." }) } } },
    async (request, reply) => {
      const enabled = ctx.addons
        .enabled()
        .map((addon) => addon.key)
        .join(",");
      let document = built.get(enabled);
      if (!document) {
        const text = JSON.stringify(buildOpenApiDocument(catalog.routes((key) => ctx.addons.isEnabled(key))));
        document = { text, etag: `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"` };
        built.set(enabled, document);
      }
      // The same for every viewer: shared caches may keep it, and check back after a minute.
      reply.header("cache-control", "public, max-age=60").header("etag", document.etag).header("vary", "accept-encoding");
      if (request.headers["if-none-match"] === document.etag) return reply.code(304).send();
      return reply.type("application/json; charset=utf-8").send(document.text);
    },
  );
}
