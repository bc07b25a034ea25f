import { Type } from "@sinclair/typebox";
import { DateTimeSchema, UserFragmentSchema } from "./userResponseSchemas";

/** An active reaction type as `GET /reactions` lists it (flag-class types are not listed). */
export const ReactionTypeSchema = Type.Object({
  tagID: Type.Integer(),
  urlcode: Type.String(),
  /** The same as `urlcode`, as Vanilla spells it (always sent). */
  urlCode: Type.Optional(Type.String()),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  class: Type.String(),
  /** What one reaction of this type adds to the post's score: +1 positive, -1 negative. */
  reactionValue: Type.Integer(),
  /** The same as `reactionValue`, as Vanilla names it. */
  points: Type.Optional(Type.Integer()),
  sort: Type.Optional(Type.Integer()),
  active: Type.Optional(Type.Boolean()),
  /** Vanilla's flags for types a site made itself or hides: Quorum's are its own, and listed. */
  custom: Type.Optional(Type.Boolean()),
  hidden: Type.Optional(Type.Boolean()),
  attributes: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
});

/** One reaction type's count on a post, as `POST /{recordType}s/{id}/reactions` answers it. */
export const ReactionCountSchema = Type.Object({
  tagID: Type.Integer(),
  urlcode: Type.String(),
  name: Type.String(),
  class: Type.String(),
  count: Type.Integer(),
});

/** One entry of a post's reactions log (`GET /{recordType}s/{id}/reactions`, spec §3 "Log entry"). */
export const ReactionLogEntrySchema = Type.Object({
  /** The post reacted to (always sent). */
  recordType: Type.Optional(Type.Union([Type.Literal("discussion"), Type.Literal("comment")])),
  recordID: Type.Optional(Type.Integer()),
  tagID: Type.Integer(),
  userID: Type.Integer(),
  user: UserFragmentSchema,
  reactionType: Type.Object({ tagID: Type.Integer(), urlcode: Type.String(), name: Type.String(), class: Type.Optional(Type.String()) }),
  dateInserted: DateTimeSchema,
});
