import { Type, type Static } from "@sinclair/typebox";
import { COMMENT_SORTS } from "../sorts";
import { RecordID } from "./recordIDSchemas";

const Format = Type.Union([Type.Literal("text"), Type.Literal("markdown"), Type.Literal("rich2"), Type.Literal("html")]);

/** Body of `POST /comments`. */
export const CommentPostSchema = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: 50000 }),
    format: Type.Optional(Format),
    discussionID: RecordID(),
  },
  { additionalProperties: false },
);
export type CommentPost = Static<typeof CommentPostSchema>;

/** Body of `PATCH /comments/{id}`. */
export const CommentPatchSchema = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: 50000 }),
    format: Type.Optional(Format),
  },
  { additionalProperties: false },
);
export type CommentPatch = Static<typeof CommentPatchSchema>;

/** Query of `GET /comments`. */
export const CommentListQuerySchema = Type.Object({
  discussionID: Type.Optional(RecordID()),
  insertUserID: Type.Optional(RecordID()),
  sort: Type.Optional(Type.Union(COMMENT_SORTS.map((s) => Type.Literal(s)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  expand: Type.Optional(Type.Union([Type.Array(Type.String()), Type.String()])),
});
export type CommentListQuery = Static<typeof CommentListQuerySchema>;
