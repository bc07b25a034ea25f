import { Type, type Static } from "@sinclair/typebox";
import { RecordID, Int4 } from "./recordIDSchemas";

/** Query of `GET /categories`. */
export const CategoryListQuerySchema = Type.Object({
  parentCategoryID: Type.Optional(Int4({ minimum: 0 })),
  maxDepth: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  outputFormat: Type.Optional(Type.Union([Type.Literal("flat"), Type.Literal("tree")])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  /** Only the categories the signed-in viewer follows (flat, paged; guests 403). */
  followed: Type.Optional(Type.Boolean()),
});
export type CategoryListQuery = Static<typeof CategoryListQuerySchema>;

/** Query of `GET /categories/search` (spec §7: query, parentCategoryID, expand breadcrumbs, limit 50). */
export const CategorySearchQuerySchema = Type.Object({
  query: Type.String({ maxLength: 100 }),
  parentCategoryID: Type.Optional(RecordID()),
  expand: Type.Optional(Type.Union([Type.Array(Type.String()), Type.String()])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type CategorySearchQuery = Static<typeof CategorySearchQuerySchema>;

/** Path of `GET /categories/{id}`: a numeric id or a urlcode. */
export const CategoryRefParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
});
export type CategoryRefParams = Static<typeof CategoryRefParamsSchema>;
