import pg from "pg";

/** The database's size and PostgreSQL's own cache (`shared_buffers`), in MiB. */
export interface CacheFit {
  databaseMiB: number;
  sharedBuffersMiB: number;
}

/**
 * Reads every table and index of the database into PostgreSQL's cache (the pg_prewarm extension,
 * which Debian's postgresql package ships), as a site that has been running a while has it: a
 * ten-second scenario would otherwise measure disk reads in its first and the cache in its last.
 * Says how the database compares with `shared_buffers`: one larger than the cache is read through
 * the kernel's page cache a block at a time (with PostgreSQL's default 128 MB and this benchmark's
 * 1 GB database, a word's matches cost 2.5–10 µs each instead of under 1).
 */
export async function warmCache(databaseUrl: string): Promise<CacheFit> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_prewarm");
    const sizes = await client.query<{ database: string; buffers: string }>(
      `SELECT pg_database_size(current_database()) AS database, pg_size_bytes(current_setting('shared_buffers')) AS buffers`,
    );
    const fit = {
      databaseMiB: Math.round(Number(sizes.rows[0]?.database ?? 0) / 1024 / 1024),
      sharedBuffersMiB: Math.round(Number(sizes.rows[0]?.buffers ?? 0) / 1024 / 1024),
    };
    await client.query(`SELECT pg_prewarm(c.oid) FROM pg_class AS c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'i', 't', 'm')
      ORDER BY pg_relation_size(c.oid)`);
    return fit;
  } finally {
    await client.end();
  }
}
