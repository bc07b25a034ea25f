import { Type, type IntegerOptions, type Static, type TInteger } from "@sinclair/typebox";

/** The largest value of PostgreSQL's `integer` (int4), the type of every id and stored count the API takes. */
export const INT4_MAX = 2_147_483_647;

/**
 * The one schema of a record's id anywhere in a request (path, query or body): 1 to `INT4_MAX`.
 * Larger numbers (and `Infinity`, which a JSON `1e400` becomes) are refused with a 422 naming the
 * field instead of reaching the database, whose int4 columns cannot hold them.
 */
export function RecordID(options: Omit<IntegerOptions, "minimum" | "maximum"> = {}): TInteger {
  return Type.Integer({ ...options, minimum: 1, maximum: INT4_MAX });
}

/** An integer stored as int4 that is not an id (a sort weight, a status, a parent that may be 0): bounded to int4. */
export function Int4(options: IntegerOptions = {}): TInteger {
  return Type.Integer({ minimum: -INT4_MAX - 1, maximum: INT4_MAX, ...options });
}

/** Path of `/{records}/{id}` routes whose id is a positive integer. */
export const RecordIDParamsSchema = Type.Object({
  id: RecordID(),
});
export type RecordIDParams = Static<typeof RecordIDParamsSchema>;
