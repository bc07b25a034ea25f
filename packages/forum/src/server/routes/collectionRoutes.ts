import { CollectionByResourcePutSchema, CollectionByResourceQuerySchema, CollectionListQuerySchema, CollectionPostSchema, CollectionSchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { collectionsByRecord } from "../services/collections/collectionsByRecord";
import { createCollection } from "../services/collections/createCollection";
import { listCollections } from "../services/collections/listCollections";
import { setRecordCollections } from "../services/collections/setRecordCollections";
import { serviceContext } from "./serviceContext";

/** `GET|POST /collections`, `GET|PUT /collections/by-resource` (community.manage, spec §7 "Collections"). */
export function collectionRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/collections", { schema: { querystring: CollectionListQuerySchema, response: { 200: Type.Array(CollectionSchema) } } }, async (request, reply) => {
    const result = await listCollections(serviceContext(request), request.query);
    setPagingHeaders(reply, request, result);
    return result.collections;
  });

  typed.post("/collections", { schema: { body: CollectionPostSchema } }, async (request, reply) => {
    const collection = await createCollection(serviceContext(request), request.body);
    return reply.code(201).send(collection);
  });

  typed.get(
    "/collections/by-resource",
    { schema: { querystring: CollectionByResourceQuerySchema, response: { 200: Type.Array(CollectionSchema) } } },
    async (request) => collectionsByRecord(serviceContext(request), request.query),
  );

  typed.put("/collections/by-resource", { schema: { body: CollectionByResourcePutSchema } }, async (request) =>
    setRecordCollections(serviceContext(request), request.body),
  );
}
