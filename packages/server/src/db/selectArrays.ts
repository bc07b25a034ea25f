import { CompiledQuery, type Kysely } from "kysely";

/** Starts a statement's text to ask `PreparingPool` for array rows (`selectArrays`); never sent to PostgreSQL. */
export const ARRAY_ROWS_MARK = "/*quorum:array-rows*/";

/**
 * Runs SQL text (`$1`, `$2`… for `parameters`) and answers its rows as arrays of column values
 * in the SELECT's order, each value parsed as the database's other queries get it. Inside a
 * transaction it runs on the transaction's connection, as any query through `db`.
 *
 * For the hottest reads (a page of discussions: thirty rows of thirty columns) pg then builds no
 * object per row (a copy of an object holding every column name, then a store per column by
 * name). Give every column a distinct name: on a database not opened by `openDatabase` the rows
 * come back as objects and are turned into arrays here, by their values in column order.
 */
export async function selectArrays<Row extends readonly unknown[]>(
  db: Pick<Kysely<unknown>, "executeQuery">,
  text: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  // A copy: CompiledQuery freezes the array it is given.
  const { rows } = await db.executeQuery<unknown>(CompiledQuery.raw(ARRAY_ROWS_MARK + text, [...parameters]));
  if (rows.length === 0 || Array.isArray(rows[0])) return rows as Row[];
  return rows.map((row) => Object.values(row as object) as unknown as Row);
}
