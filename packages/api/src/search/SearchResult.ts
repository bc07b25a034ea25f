import { Type, type Static } from "@sinclair/typebox";
import { BreadcrumbSchema } from "../responses/postResponseSchemas";
import { DateTimeSchema, UserFragmentSchema } from "../responses/userResponseSchemas";

/**
 * One result of `GET /search` (spec §3 "Search result"; Vanilla's `SearchResult`). `body` is
 * sanitized HTML: the excerpt around the matched words, each in `<mark>`; `excerpt` is the same
 * as plain text. Ids of the record's context (`discussionID`, `categoryID`, `commentID`, or an
 * add-on's) come when they apply.
 */
export const SearchResultSchema = Type.Object({
  recordID: Type.Integer(),
  /** The main kind: discussion, comment, category, user, or an add-on domain's (article, group, event). */
  recordType: Type.String(),
  /** The sub-kind: a discussion's post type (discussion, question), comment, category, user. */
  type: Type.String(),
  name: Type.String(),
  url: Type.String(),
  body: Type.Union([Type.String(), Type.Null()]),
  excerpt: Type.Optional(Type.String()),
  score: Type.Number(),
  dateInserted: DateTimeSchema,
  dateUpdated: Type.Union([DateTimeSchema, Type.Null()]),
  insertUserID: Type.Integer(),
  updateUserID: Type.Union([Type.Integer(), Type.Null()]),
  insertUser: Type.Optional(UserFragmentSchema),
  breadcrumbs: Type.Optional(Type.Array(BreadcrumbSchema)),
  /** Labels the result shows (spec §3), as translatable texts: "Closed", "Announcement". */
  labelCodes: Type.Array(Type.String()),
  /** Whether the record lives on another site (an external engine's federated results); false here. */
  isForeign: Type.Boolean(),
  categoryID: Type.Optional(Type.Integer()),
  discussionID: Type.Optional(Type.Integer()),
  commentID: Type.Optional(Type.Integer()),
  image: Type.Optional(Type.String()),
});
export type SearchResult = Static<typeof SearchResultSchema>;
