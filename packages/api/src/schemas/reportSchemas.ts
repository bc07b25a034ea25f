import { Type, type Static } from "@sinclair/typebox";
import { RecordID } from "./recordIDSchemas";

/** The kinds of post a member may report. */
export const REPORT_RECORD_TYPES = ["discussion", "comment"] as const;
export type ReportRecordType = (typeof REPORT_RECORD_TYPES)[number];

const RecordType = Type.Union(REPORT_RECORD_TYPES.map((type) => Type.Literal(type)));

/** Body of `POST /reports`. */
export const ReportPostSchema = Type.Object(
  {
    recordType: RecordType,
    recordID: RecordID(),
    /** Why the post should be looked at, in the member's words. */
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    /** Optional reason codes ("spam", "abuse"…) a report form may offer. */
    reportReasonIDs: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type ReportPost = Static<typeof ReportPostSchema>;

/** Query of `GET /reports` (moderators), newest first. */
export const ReportListQuerySchema = Type.Object({
  recordType: Type.Optional(RecordType),
  recordID: Type.Optional(RecordID()),
  status: Type.Optional(Type.Union([Type.Literal("new"), Type.Literal("escalated"), Type.Literal("dismissed")])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ReportListQuery = Static<typeof ReportListQuerySchema>;
