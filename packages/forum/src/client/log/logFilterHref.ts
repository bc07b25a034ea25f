import type { LogFilter } from "./readLogFilter";

/** The log page's address for `filter` at `page` (page 1 leaves the page out). */
export function logFilterHref(filter: LogFilter, page: number): string {
  const search = new URLSearchParams();
  for (const key of ["recordType", "recordID", "categoryID", "insertUserID", "parentRecordID", "operation"] as const) {
    const value = filter[key];
    if (value !== undefined) search.set(key, String(value));
  }
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return `/log/filter${query ? `?${query}` : ""}`;
}
