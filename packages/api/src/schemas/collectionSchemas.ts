import { Type, type Static } from "@sinclair/typebox";
import { RecordID, Int4 } from "./recordIDSchemas";

/** The kinds of record a collection may hold (spec §3 "Collection"). */
export const COLLECTION_RECORD_TYPES = ["article", "category", "discussion", "event", "groups", "knowledgeBase"] as const;
export type CollectionRecordType = (typeof COLLECTION_RECORD_TYPES)[number];

const RecordType = Type.Union(COLLECTION_RECORD_TYPES.map((type) => Type.Literal(type)));

/** A record named in a collection call. */
export const CollectionRecordInputSchema = Type.Object(
  {
    recordType: RecordType,
    recordID: RecordID(),
    sort: Type.Optional(Type.Union([Int4(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CollectionRecordInput = Static<typeof CollectionRecordInputSchema>;

/** Body of `POST /collections`. */
export const CollectionPostSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    records: Type.Optional(Type.Array(CollectionRecordInputSchema, { maxItems: 30 })),
  },
  { additionalProperties: false },
);
export type CollectionPost = Static<typeof CollectionPostSchema>;

/** Query of `GET /collections/by-resource`. */
export const CollectionByResourceQuerySchema = Type.Object({
  recordType: RecordType,
  recordID: RecordID(),
});
export type CollectionByResourceQuery = Static<typeof CollectionByResourceQuerySchema>;

/** Body of `PUT /collections/by-resource`: the record's collections become exactly `collectionIDs`. */
export const CollectionByResourcePutSchema = Type.Object(
  {
    record: CollectionRecordInputSchema,
    collectionIDs: Type.Array(RecordID(), { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type CollectionByResourcePut = Static<typeof CollectionByResourcePutSchema>;

/** Query of `GET /collections`. */
export const CollectionListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type CollectionListQuery = Static<typeof CollectionListQuerySchema>;
