import { Type, type Static } from "@sinclair/typebox";
import { DateTimeSchema, UserFragmentSchema } from "./userResponseSchemas";

/**
 * A post on a person's profile (the activity and reactions tabs, `GET /users/{id}/reacted`): a
 * discussion they started or a comment they wrote, with where it sits. `excerpt` is plain text
 * (discussions), `body` sanitized HTML (comments).
 */
export const ProfilePostSchema = Type.Object({
  recordType: Type.Union([Type.Literal("discussion"), Type.Literal("comment")]),
  recordID: Type.Integer(),
  discussionID: Type.Integer(),
  /** The discussion's title (a comment's discussion). */
  name: Type.String(),
  /** The post's address: the discussion, or the comment's permalink. */
  url: Type.String(),
  dateInserted: DateTimeSchema,
  categoryID: Type.Integer(),
  category: Type.Optional(Type.Object({ categoryID: Type.Integer(), name: Type.String(), url: Type.String() })),
  insertUser: Type.Optional(UserFragmentSchema),
  excerpt: Type.Optional(Type.String()),
  body: Type.Optional(Type.String()),
  /** How many reactions of the asked type it received (`GET /users/{id}/reacted`). */
  countReactions: Type.Optional(Type.Integer()),
});
export type ProfilePost = Static<typeof ProfilePostSchema>;
