import { CategoryPreferencesParamsSchema, CategoryPreferencesPatchSchema, CategoryPreferencesSchema } from "@quorum/api";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { getCategoryPreferences } from "../services/follows/getCategoryPreferences";
import { setCategoryPreferences } from "../services/follows/setCategoryPreferences";
import { serviceContext } from "./serviceContext";

/** GET and PATCH /categories/{id}/preferences/{userID} (spec §7): a member's follow of a category and its notifications. */
export function categoryPreferenceRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const params = CategoryPreferencesParamsSchema;

  typed.get("/categories/:id/preferences/:userID", { schema: { params, response: { 200: CategoryPreferencesSchema } } }, async (request) =>
    getCategoryPreferences(serviceContext(request), request.params.id, request.params.userID),
  );

  typed.patch(
    "/categories/:id/preferences/:userID",
    { schema: { params, body: CategoryPreferencesPatchSchema, response: { 200: CategoryPreferencesSchema } } },
    async (request) => setCategoryPreferences(serviceContext(request), request.params.id, request.params.userID, request.body),
  );
}
