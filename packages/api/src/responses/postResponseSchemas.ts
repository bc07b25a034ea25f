import { Type } from "@sinclair/typebox";
import { DateTimeSchema, UserFragmentSchema } from "./userResponseSchemas";

/** One step of a breadcrumb trail. */
export const BreadcrumbSchema = Type.Object({ name: Type.String(), url: Type.String() });

/** A tag (spec §3 Discussion.tags). `type` "User" tags are the ones members add. */
export const TagSchema = Type.Object({
  tagID: Type.Integer(),
  name: Type.String(),
  urlcode: Type.String(),
  /** The same as `urlcode`, as Vanilla spells it (sent by `GET /tags`). */
  urlCode: Type.Optional(Type.String()),
  /** The same as `tagID`, as Vanilla's `/tags` names it (sent by `GET /tags`). */
  id: Type.Optional(Type.Integer()),
  /** Tags have no parents in Quorum: null (sent by `GET /tags`). */
  parentTagID: Type.Optional(Type.Null()),
  type: Type.String(),
  countDiscussions: Type.Optional(Type.Integer()),
});

/** A reaction summary on a post (spec §3 "Reaction"). */
export const ReactionSummarySchema = Type.Object({
  tagID: Type.Integer(),
  urlcode: Type.String(),
  name: Type.String(),
  class: Type.String(),
  count: Type.Integer(),
  hasReacted: Type.Boolean(),
  reactionValue: Type.Integer(),
});

/** A discussion (spec §3 "Discussion"). */
export const DiscussionSchema = Type.Object({
  discussionID: Type.Integer(),
  type: Type.String(),
  name: Type.String(),
  /** Sanitized HTML of the body (server-rendered from `bodyRaw` in `format`). */
  body: Type.Optional(Type.String()),
  /** The body as stored, in its format (for edit forms). */
  bodyRaw: Type.Optional(Type.String()),
  format: Type.Optional(Type.String()),
  /** A plain-text excerpt of the body, on list items. */
  excerpt: Type.Optional(Type.String()),
  url: Type.String(),
  canonicalUrl: Type.Optional(Type.String()),
  categoryID: Type.Integer(),
  category: Type.Optional(Type.Object({ categoryID: Type.Integer(), name: Type.String(), url: Type.String() })),
  insertUserID: Type.Integer(),
  insertUser: Type.Optional(UserFragmentSchema),
  lastUserID: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  lastUser: Type.Optional(Type.Union([UserFragmentSchema, Type.Null()])),
  updateUserID: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  dateInserted: DateTimeSchema,
  dateUpdated: Type.Union([DateTimeSchema, Type.Null()]),
  dateLastComment: Type.Union([DateTimeSchema, Type.Null()]),
  pinned: Type.Boolean(),
  pinLocation: Type.Optional(Type.Union([Type.Literal("category"), Type.Literal("recent"), Type.Null()])),
  closed: Type.Boolean(),
  sink: Type.Boolean(),
  resolved: Type.Optional(Type.Boolean()),
  muted: Type.Optional(Type.Boolean()),
  dismissed: Type.Optional(Type.Boolean()),
  /** The viewer's bookmark (always false for guests). */
  bookmarked: Type.Optional(Type.Boolean()),
  statusID: Type.Optional(Type.Integer()),
  countViews: Type.Integer(),
  countComments: Type.Integer(),
  countUnread: Type.Optional(Type.Integer()),
  /** New to the viewer (always false for guests, who have no read state). */
  unread: Type.Optional(Type.Boolean()),
  score: Type.Integer(),
  hot: Type.Optional(Type.Number()),
  reactions: Type.Optional(Type.Array(ReactionSummarySchema)),
  tags: Type.Optional(Type.Array(TagSchema)),
  breadcrumbs: Type.Optional(Type.Array(BreadcrumbSchema)),
  attributes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** Per-record overrides the client applies before the user's own permissions (spec §6). */
  permissions: Type.Optional(Type.Record(Type.String(), Type.Boolean())),
});

/** A comment on a discussion (spec §3 "Comment"). */
export const CommentSchema = Type.Object({
  commentID: Type.Integer(),
  discussionID: Type.Integer(),
  /** The discussion's category (always sent). */
  categoryID: Type.Optional(Type.Integer()),
  parentRecordType: Type.Literal("discussion"),
  parentRecordID: Type.Integer(),
  name: Type.Optional(Type.String()),
  /** Sanitized HTML of the body (server-rendered from `bodyRaw` in `format`). */
  body: Type.String(),
  /** The body as stored, in its format (for edit forms). */
  bodyRaw: Type.Optional(Type.String()),
  format: Type.Optional(Type.String()),
  url: Type.String(),
  insertUserID: Type.Integer(),
  insertUser: Type.Optional(UserFragmentSchema),
  updateUserID: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  dateInserted: DateTimeSchema,
  dateUpdated: Type.Union([DateTimeSchema, Type.Null()]),
  score: Type.Integer(),
  reactions: Type.Optional(Type.Array(ReactionSummarySchema)),
  reportMeta: Type.Optional(Type.Object({ countReports: Type.Integer() })),
  attributes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
