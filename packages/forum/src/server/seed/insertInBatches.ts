/** Runs `insert` over `rows` in slices of `size`, so one statement stays well under PostgreSQL's 65,535 parameters. */
export async function insertInBatches<T, R>(rows: readonly T[], size: number, insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}
