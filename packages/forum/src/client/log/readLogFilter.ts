import { AUDIT_RECORD_TYPES, type AuditRecordType } from "@quorum/api";

/** What the log page shows: its query string (`/log/filter?recordType=discussion&recordID=12`). */
export interface LogFilter {
  recordType?: AuditRecordType;
  recordID?: number;
  categoryID?: number;
  insertUserID?: number;
  /** A comment's discussion: with `recordType=comment&operation=delete`, the discussion's deleted comments (spec §2). */
  parentRecordID?: number;
  /** The verb of the lines' action (`delete`). */
  operation?: string;
  page: number;
}

const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** Reads the log page's filter from its query string; what is not a valid filter is left out. */
export function readLogFilter(search: URLSearchParams): LogFilter {
  const recordType = AUDIT_RECORD_TYPES.find((type) => type === search.get("recordType"));
  const filter: LogFilter = { page: positive(search.get("page")) ?? 1 };
  if (recordType) filter.recordType = recordType;
  for (const key of ["recordID", "categoryID", "insertUserID", "parentRecordID"] as const) {
    const value = positive(search.get(key));
    if (value !== undefined) filter[key] = value;
  }
  const operation = search.get("operation");
  if (operation !== null && /^\w{1,40}$/.test(operation)) filter.operation = operation;
  return filter;
}
