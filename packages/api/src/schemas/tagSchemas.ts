import { Type, type Static } from "@sinclair/typebox";

/** Query of `GET /tags` (spec §7: param query; prefix match). */
export const TagListQuerySchema = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});
export type TagListQuery = Static<typeof TagListQuerySchema>;
