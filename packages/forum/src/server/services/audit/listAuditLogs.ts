import type { AuditLogEntry, AuditLogQuery, AuditRecordType } from "@quorum/api";
import { DEFAULT_PAGE_LIMIT } from "@quorum/api";
import { sql } from "kysely";
import { loadUserFragments } from "../users/loadUserFragments";
import { unknownUser } from "../users/userFragmentColumn";
import type { ServiceContext } from "../ServiceContext";
import { auditRecordLinks, recordKey } from "./auditRecordLinks";
import { authorizeAuditLogQuery } from "./authorizeAuditLogQuery";

export interface AuditLogListResult {
  entries: AuditLogEntry[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

/**
 * One page of the moderation log, newest first, filtered by record, parent record (a comment's
 * discussion), category and/or who did it (each filter has its index, newest first), and by
 * operation (the action's verb), for those `authorizeAuditLogQuery` lets read it.
 * Authors and the records' names come in one query per kind for the whole page.
 */
export async function listAuditLogs(ctx: ServiceContext, query: AuditLogQuery): Promise<AuditLogListResult> {
  await authorizeAuditLogQuery(ctx, query);
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;

  let filtered = ctx.db.selectFrom("auditLog");
  if (query.recordType !== undefined) filtered = filtered.where("recordType", "=", query.recordType);
  if (query.recordID !== undefined) filtered = filtered.where("recordID", "=", query.recordID);
  if (query.categoryID !== undefined) filtered = filtered.where("categoryID", "=", query.categoryID);
  if (query.insertUserID !== undefined) filtered = filtered.where("insertUserID", "=", query.insertUserID);
  if (query.parentRecordID !== undefined) filtered = filtered.where("parentRecordID", "=", query.parentRecordID);
  if (query.operation !== undefined) {
    // Compared whole, never as a pattern.
    filtered =
      query.recordType !== undefined
        ? filtered.where("action", "=", `${query.recordType}.${query.operation}`)
        : filtered.where(sql<string>`split_part("action", '.', 2)`, "=", query.operation);
  }
  const [rows, counted] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("auditLogID", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.n);

  const users = await loadUserFragments(ctx.db, [...rows.map((r) => r.insertUserID), ...rows.filter((r) => r.recordType === "user").map((r) => r.recordID)]);
  const links = await auditRecordLinks(ctx, rows, users);
  const entries = rows.map((row): AuditLogEntry => {
    const link = links.get(recordKey(row.recordType, row.recordID));
    return {
      auditLogID: String(row.auditLogID),
      action: row.action,
      recordType: row.recordType as AuditRecordType,
      recordID: row.recordID,
      categoryID: row.categoryID,
      insertUserID: row.insertUserID,
      insertUser: users.get(row.insertUserID) ?? unknownUser(row.insertUserID),
      dateInserted: row.dateInserted.toISOString(),
      data: row.data,
      recordName: link?.name ?? null,
      recordUrl: link?.url ?? null,
    };
  });
  return { entries, page, limit, total, hasNext: page * limit < total };
}
