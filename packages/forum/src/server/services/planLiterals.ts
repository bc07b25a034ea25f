import { sql, type RawBuilder } from "kysely";

/**
 * Values that steer a list's query plan (which categories, how many rows from where), written into
 * the SQL text rather than sent as parameters. Statements repeat and are prepared
 * (@quorum/server's PreparingPool): with these in the text PostgreSQL plans each shape once with
 * the real values, where a parameter would make it guess (and a guess can mean scanning the
 * table for a small category). Only whole numbers and the code's own constants come here, never
 * what a visitor typed.
 */
export const planLiterals = {
  /** `= n` for one id (an equality the sort indexes serve in order), `= ANY(ARRAY[...])` for more. */
  ids(ids: readonly number[]): RawBuilder<number> {
    for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${id}`);
    return ids.length === 1 ? sql.lit(ids[0] as number) : sql<number>`ANY(ARRAY[${sql.join(ids.map((id) => sql.lit(id)))}]::integer[])`;
  },

  /** As `ids`, for the code's own string constants. */
  constants<T extends string>(values: readonly T[]): RawBuilder<T> {
    return values.length === 1 ? sql.lit(values[0] as T) : sql<T>`ANY(ARRAY[${sql.join(values.map((value) => sql.lit(value)))}])`;
  },

  /** A row count or offset. */
  count(value: number): RawBuilder<number> {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a count: ${value}`);
    return sql.lit(value);
  },
};
