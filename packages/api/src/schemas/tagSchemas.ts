import { Type, type Static } from "@sinclair/typebox";

/** Query of `GET /tags` (spec §7: param query; prefix match). */
export const TagListQuerySchema = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  /** These tags, by id (a post form naming the tags of a saved draft); `query` is then ignored. */
  tagID: Type.Optional(Type.Union([Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 }), Type.Integer({ minimum: 1 })])),
});
export type TagListQuery = Static<typeof TagListQuerySchema>;
