import { Type, type Static } from "@sinclair/typebox";
import { FreeJsonObject } from "./freeJsonSchemas";
import { RecordID } from "./recordIDSchemas";

const Format = Type.Union([Type.Literal("text"), Type.Literal("markdown"), Type.Literal("rich2"), Type.Literal("html")]);
const NullableID = Type.Union([RecordID(), Type.Null()]);

/** Discussion draftMeta (spec §3); what the schedule publishes from. */
const discussionMetaFields = {
  name: Type.Optional(Type.String({ maxLength: 100 })),
  postMeta: Type.Optional(FreeJsonObject()),
  tagIDs: Type.Optional(Type.Array(RecordID(), { maxItems: 20 })),
  newTagNames: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20 })),
  pinLocation: Type.Optional(Type.Union([Type.Literal("none"), Type.Literal("category"), Type.Literal("recent")])),
  pinned: Type.Optional(Type.Boolean()),
  categoryID: Type.Optional(RecordID()),
  postTypeID: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  publishedSilently: Type.Optional(Type.Boolean()),
};

/** Comment draftMeta (spec §3). */
const commentMetaFields = {
  commentPath: Type.Optional(Type.String({ maxLength: 500 })),
  commentParentID: Type.Optional(RecordID()),
};

/**
 * draftMeta as sent: the fields of both kinds, each typed; the server keeps those of the draft's
 * recordType. Unknown keys are dropped (the schema's additionalProperties false, with the
 * server's removeAdditional).
 */
export const DraftMetaSchema = Type.Object({ ...discussionMetaFields, ...commentMetaFields }, { additionalProperties: false });

/** A draft's attributes as sent by the editor (spec §3). */
export const DraftAttributesSchema = Type.Object(
  {
    body: Type.Optional(Type.String({ maxLength: 50000 })),
    format: Type.Optional(Format),
    draftType: Type.Optional(Type.String({ maxLength: 50 })),
    lastSaved: Type.Optional(Type.String({ format: "date-time" })),
    groupID: Type.Optional(NullableID),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    draftMeta: Type.Optional(DraftMetaSchema),
  },
  { additionalProperties: false },
);
export type DraftAttributesInput = Static<typeof DraftAttributesSchema>;

/** Body of `POST /drafts`. */
export const DraftPostSchema = Type.Object(
  {
    recordType: Type.Union([Type.Literal("discussion"), Type.Literal("comment")]),
    /** The existing post this draft edits. */
    recordID: Type.Optional(NullableID),
    parentRecordType: Type.Optional(Type.Union([Type.Literal("category"), Type.Literal("discussion"), Type.Null()])),
    parentRecordID: Type.Optional(NullableID),
    attributes: DraftAttributesSchema,
  },
  { additionalProperties: false },
);
export type DraftPost = Static<typeof DraftPostSchema>;

/** Body of `PATCH /drafts/{id}`: any of the POST fields; `attributes` replaces the stored ones whole. */
export const DraftPatchSchema = Type.Partial(DraftPostSchema, { additionalProperties: false });
export type DraftPatch = Static<typeof DraftPatchSchema>;

/** Body of `PATCH /drafts/schedule/{id}`. */
export const DraftScheduleSchema = Type.Object(
  {
    dateScheduled: Type.String({ format: "date-time" }),
    publishedSilently: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DraftSchedule = Static<typeof DraftScheduleSchema>;

/** Sorts of `GET /drafts` (Vanilla's; default newest change first). */
export const DRAFT_SORTS = ["dateUpdated", "-dateUpdated", "dateInserted", "-dateInserted", "dateScheduled", "-dateScheduled"] as const;
export type DraftSort = (typeof DRAFT_SORTS)[number];

/** Query of `GET /drafts` (always the viewer's own). */
export const DraftListQuerySchema = Type.Object({
  recordType: Type.Optional(Type.Union([Type.Literal("discussion"), Type.Literal("comment")])),
  parentRecordType: Type.Optional(Type.Union([Type.Literal("category"), Type.Literal("discussion")])),
  parentRecordID: Type.Optional(RecordID()),
  draftStatus: Type.Optional(Type.Union([Type.Literal("draft"), Type.Literal("scheduled"), Type.Literal("error")])),
  sort: Type.Optional(Type.Union(DRAFT_SORTS.map((s) => Type.Literal(s)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type DraftListQuery = Static<typeof DraftListQuerySchema>;
