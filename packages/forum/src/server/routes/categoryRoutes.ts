import { CategoryListQuerySchema, CategoryRefParamsSchema, CategorySchema, CategorySearchQuerySchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { setPagingHeaders } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { getCategory } from "../services/categories/getCategory";
import { listCategories } from "../services/categories/listCategories";
import { searchCategories } from "../services/categories/searchCategories";
import { parseExpand, wants } from "../services/parseExpand";
import { serviceContext } from "./serviceContext";

/** GET /categories, /categories/search, /categories/{id|urlcode}. */
export function categoryRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get("/categories", { schema: { querystring: CategoryListQuerySchema, response: { 200: Type.Array(CategorySchema) } } }, async (request, reply) => {
    const result = await listCategories(serviceContext(request), request.query);
    setPagingHeaders(reply, request, result);
    return result.categories;
  });

  typed.get("/categories/search", { schema: { querystring: CategorySearchQuerySchema, response: { 200: Type.Array(CategorySchema) } } }, async (request) => {
    const { query, parentCategoryID, limit } = request.query;
    return searchCategories(serviceContext(request), {
      query,
      ...(parentCategoryID !== undefined ? { parentCategoryID } : {}),
      ...(limit !== undefined ? { limit } : {}),
      withBreadcrumbs: wants(parseExpand(request.query.expand), "breadcrumbs"),
    });
  });

  typed.get("/categories/:id", { schema: { params: CategoryRefParamsSchema, response: { 200: CategorySchema } } }, async (request) =>
    getCategory(serviceContext(request), request.params.id),
  );
}
