/**
 * Values that steer a list's query plan (which categories, how many rows from where), written into
 * the SQL text rather than sent as parameters. Statements repeat and are prepared
 * (@quorum/server's PreparingPool): with these in the text PostgreSQL plans each shape once with
 * the real values, where a parameter would make it guess (and a guess can mean scanning the
 * table for a small category). Only whole numbers and the code's own constants come here, never
 * what a visitor typed. Each answers SQL text (`sql.raw(...)` puts it in a Kysely template).
 */
export const planLiterals = {
  /** `n` for one id (an equality the sort indexes serve in order), `ANY(ARRAY[...])` for more. */
  ids(ids: readonly number[]): string {
    for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${id}`);
    return ids.length === 1 ? String(ids[0]) : `ANY(ARRAY[${ids.join(", ")}]::integer[])`;
  },

  /** As `ids`, for the code's own string constants. */
  constants(values: readonly string[]): string {
    const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`);
    return literals.length === 1 ? (literals[0] as string) : `ANY(ARRAY[${literals.join(", ")}])`;
  },

  /** A row count or offset. */
  count(value: number): string {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a count: ${value}`);
    return String(value);
  },
};
