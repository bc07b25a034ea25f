import { Type, type Static } from "@sinclair/typebox";
import { DISCUSSION_SORTS } from "../sorts";
import { RecordID, Int4 } from "./recordIDSchemas";

const Format = Type.Union([Type.Literal("text"), Type.Literal("markdown"), Type.Literal("rich2"), Type.Literal("html")]);

/** Body of `POST /discussions`. */
export const DiscussionPostSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    body: Type.String({ minLength: 1, maxLength: 50000 }),
    format: Type.Optional(Format),
    categoryID: RecordID(),
    type: Type.Optional(Type.String()),
    tagIDs: Type.Optional(Type.Array(RecordID(), { maxItems: 20 })),
    /** Tags typed in the post form that do not exist yet: created (or matched by name) with the post. */
    newTagNames: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100, pattern: "\\S" }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type DiscussionPost = Static<typeof DiscussionPostSchema>;

/** Body of `PATCH /discussions/{id}`. */
export const DiscussionPatchSchema = Type.Partial(
  Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 100 }),
      body: Type.String({ minLength: 1, maxLength: 50000 }),
      format: Format,
      categoryID: RecordID(),
      closed: Type.Boolean(),
      sink: Type.Boolean(),
      pinned: Type.Boolean(),
      pinLocation: Type.Union([Type.Literal("category"), Type.Literal("recent")]),
      resolved: Type.Boolean(),
      /** Change of author (needs `site.manage` or `community.manage`). */
      insertUserID: RecordID(),
    },
    { additionalProperties: false },
  ),
);
export type DiscussionPatch = Static<typeof DiscussionPatchSchema>;

/** Query of `GET /discussions`. */
export const DiscussionListQuerySchema = Type.Object({
  categoryID: Type.Optional(RecordID()),
  includeChildCategories: Type.Optional(Type.Boolean()),
  insertUserID: Type.Optional(RecordID()),
  tagID: Type.Optional(RecordID()),
  type: Type.Optional(Type.String()),
  discussionID: Type.Optional(Type.Union([Type.Array(RecordID(), { maxItems: 100 }), RecordID()])),
  pinned: Type.Optional(Type.Boolean()),
  /** Q&A status ids and the like (spec §3); several are any of them. */
  statusID: Type.Optional(Type.Union([Type.Array(Int4({ minimum: 0 }), { maxItems: 10 }), Int4({ minimum: 0 })])),
  followed: Type.Optional(Type.Boolean()),
  /** Only the viewer's bookmarks (none for guests). */
  bookmarked: Type.Optional(Type.Boolean()),
  /** true: only the discussions the viewer muted; otherwise browsing lists leave those out. */
  muted: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Union(DISCUSSION_SORTS.map((s) => Type.Literal(s)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  expand: Type.Optional(Type.Union([Type.Array(Type.String()), Type.String()])),
});
export type DiscussionListQuery = Static<typeof DiscussionListQuerySchema>;
