import { sql, type RawBuilder } from "kysely";
import type { DateRange } from "@quorum/api";

/** SQL conditions for a date column within a date filter's range (`true` without one). */
export function dateRangeSql(column: RawBuilder<unknown>, range: DateRange | null): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (range?.from) parts.push(range.from.inclusive ? sql`${column} >= ${range.from.date}` : sql`${column} > ${range.from.date}`);
  if (range?.to) parts.push(range.to.inclusive ? sql`${column} <= ${range.to.date}` : sql`${column} < ${range.to.date}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `);
}
