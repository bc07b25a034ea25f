import { Type } from "@sinclair/typebox";
import { COLLECTION_RECORD_TYPES } from "../schemas/collectionSchemas";
import { AUDIT_RECORD_TYPES } from "../schemas/auditLogSchemas";
import { REPORT_RECORD_TYPES } from "../schemas/reportSchemas";
import { DateTimeSchema, UserFragmentSchema } from "./userResponseSchemas";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A draft (`GET /drafts`, `GET /drafts/{id}`; spec §3 "Draft"). Only its author ever sees it. */
export const DraftSchema = Type.Object({
  draftID: Type.Integer(),
  recordType: Type.Union([Type.Literal("discussion"), Type.Literal("comment")]),
  recordID: Nullable(Type.Integer()),
  parentRecordType: Nullable(Type.Union([Type.Literal("category"), Type.Literal("discussion")])),
  parentRecordID: Nullable(Type.Integer()),
  draftStatus: Type.Union([Type.Literal("draft"), Type.Literal("scheduled"), Type.Literal("error")]),
  dateScheduled: Nullable(DateTimeSchema),
  attributes: Type.Object({ body: Type.String(), format: Type.String() }),
  insertUserID: Type.Integer(),
  dateInserted: DateTimeSchema,
  updateUserID: Nullable(Type.Integer()),
  dateUpdated: Nullable(DateTimeSchema),
});

/** `GET /drafts/{id}/edit`: what an editor needs to resume the draft. */
export const DraftForEditSchema = Type.Pick(DraftSchema, [
  "draftID",
  "recordType",
  "recordID",
  "parentRecordType",
  "parentRecordID",
  "draftStatus",
  "dateScheduled",
  "attributes",
]);

/** A curated collection of records (spec §3 "Collection"). */
export const CollectionSchema = Type.Object({
  collectionID: Type.Integer(),
  name: Type.String(),
  records: Type.Array(
    Type.Object({
      recordType: Type.Union(COLLECTION_RECORD_TYPES.map((type) => Type.Literal(type))),
      recordID: Type.Integer(),
      sort: Nullable(Type.Integer()),
      dateAddedToCollection: DateTimeSchema,
    }),
  ),
  insertUserID: Type.Integer(),
  dateInserted: DateTimeSchema,
  updateUserID: Nullable(Type.Integer()),
  dateUpdated: Nullable(DateTimeSchema),
});

/** A member's report of a post to the moderators (`GET /reports`). */
export const ReportSchema = Type.Object({
  reportID: Type.Integer(),
  recordType: Type.Union(REPORT_RECORD_TYPES.map((type) => Type.Literal(type))),
  recordID: Type.Integer(),
  /** The name of the post's discussion when it was reported. */
  recordName: Type.String(),
  /** The post's sanitized HTML when it was reported. */
  recordHtml: Type.String(),
  recordUrl: Type.String(),
  /** Whether the post still exists. */
  recordIsLive: Type.Boolean(),
  /** Whether the post's HTML has changed since it was reported. */
  recordWasEdited: Type.Boolean(),
  /** The reported post's author (`reportedUserID` is the same, as Vanilla names it). */
  recordUserID: Type.Integer(),
  reportedUserID: Type.Integer(),
  /** When the reported post was written. */
  recordDateInserted: DateTimeSchema,
  placeRecordType: Type.Literal("category"),
  placeRecordID: Type.Integer(),
  /** What the reporter wrote, as typed, and as HTML (`noteHtml`). */
  reason: Type.String(),
  noteHtml: Type.String(),
  reportReasonIDs: Type.Array(Type.String()),
  status: Type.Union([Type.Literal("new"), Type.Literal("escalated"), Type.Literal("dismissed")]),
  insertUserID: Type.Integer(),
  insertUser: Type.Optional(UserFragmentSchema),
  dateInserted: DateTimeSchema,
  updateUserID: Type.Integer(),
  dateUpdated: DateTimeSchema,
});

/** One line of the moderation log (`GET /audit-logs`). */
export const AuditLogEntrySchema = Type.Object({
  auditLogID: Type.String(),
  action: Type.String(),
  recordType: Type.Union(AUDIT_RECORD_TYPES.map((type) => Type.Literal(type))),
  recordID: Type.Integer(),
  categoryID: Nullable(Type.Integer()),
  insertUserID: Type.Integer(),
  insertUser: UserFragmentSchema,
  dateInserted: DateTimeSchema,
  data: Type.Record(Type.String(), Type.Unknown()),
  recordName: Nullable(Type.String()),
  recordUrl: Nullable(Type.String()),
});
