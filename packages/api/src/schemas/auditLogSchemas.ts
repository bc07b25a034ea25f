import { Type, type Static } from "@sinclair/typebox";
import { RecordID } from "./recordIDSchemas";

/** The kinds of record the moderation log has lines about. */
export const AUDIT_RECORD_TYPES = ["discussion", "comment", "user", "category"] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** Query of `GET /audit-logs` (the log page `/log/filter` passes its own query on). Newest first. */
export const AuditLogQuerySchema = Type.Object({
  recordType: Type.Optional(Type.Union(AUDIT_RECORD_TYPES.map((type) => Type.Literal(type)))),
  recordID: Type.Optional(RecordID()),
  categoryID: Type.Optional(RecordID()),
  insertUserID: Type.Optional(RecordID()),
  /** The records' parent: a comment's discussion (spec §2: `parentRecordID={id}&recordType=comment&operation=delete`). */
  parentRecordID: Type.Optional(RecordID()),
  /** What was done, the verb of the line's action (`delete` for `comment.delete`): a word (letters, digits, `_`). */
  operation: Type.Optional(Type.String({ pattern: "^\\w+$", minLength: 1, maxLength: 40 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;
