import { Type, type Static } from "@sinclair/typebox";
import { RecordID } from "./recordIDSchemas";

/** Query of `GET /tags` (spec §7: param query; prefix match). */
export const TagListQuerySchema = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  /** These tags, by id (a post form naming the tags of a saved draft); `query` is then ignored. */
  tagID: Type.Optional(Type.Union([Type.Array(RecordID(), { maxItems: 20 }), RecordID()])),
});
export type TagListQuery = Static<typeof TagListQuerySchema>;
