import { Type, type Static } from "@sinclair/typebox";
import { RecordID } from "./recordIDSchemas";

/** The kinds of post that carry reactions: `/{recordType}s/{id}/reactions`. */
export const REACTION_RECORD_TYPES = ["discussion", "comment"] as const;
export type ReactionRecordType = (typeof REACTION_RECORD_TYPES)[number];

/** Body of `POST /{discussions|comments}/{id}/reactions`. */
export const ReactionPostSchema = Type.Object(
  {
    /** The reaction type's urlcode ("up", "like"…), case-insensitive. */
    reactionType: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type ReactionPost = Static<typeof ReactionPostSchema>;

/** Query of `GET /{discussions|comments}/{id}/reactions` (the reactions log), newest first. */
export const ReactionLogQuerySchema = Type.Object({
  /** Only reactions of this type (urlcode). */
  type: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ReactionLogQuery = Static<typeof ReactionLogQuerySchema>;

/** Path of `DELETE /{discussions|comments}/{id}/reactions/{userID}`. */
export const ReactionUserParamsSchema = Type.Object({
  id: RecordID(),
  userID: RecordID(),
});
export type ReactionUserParams = Static<typeof ReactionUserParamsSchema>;
