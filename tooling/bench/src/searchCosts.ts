import pg from "pg";

/** What the search index costs on PostgreSQL: sizes on disk, and time added per comment written. */
export interface SearchCosts {
  posts: number;
  /** MiB: the GIN indexes of discussions and comments, the title trigram index, the tsvector columns' own bytes. */
  ginDiscussionsMiB: number;
  ginCommentsMiB: number;
  titleTrigramMiB: number;
  vectorsMiB: number;
  /** ms per comment written (server time of a 1,000-row insert, best of three), with the search index (pending GIN list flushed) and without. */
  insertMsWithSearch: number;
  insertMsWithoutSearch: number;
  addedMsPerComment: number;
}

const mib = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

/** Sizes from the catalog; write cost by inserting the same comments twice, each time rolled back. */
export async function searchCosts(databaseUrl: string, samples = 1000): Promise<SearchCosts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("VACUUM ANALYZE");
    const size = async (relation: string) => Number((await client.query<{ n: string }>(`SELECT pg_relation_size('"${relation}"') AS n`)).rows[0]?.n ?? 0);
    const count = await client.query<{ d: string; c: string }>(`SELECT (SELECT count(*) FROM discussions) AS d, (SELECT count(*) FROM comments) AS c`);
    const vectors = await client.query<{ n: string }>(
      `SELECT (SELECT coalesce(sum(pg_column_size("searchVector")), 0) FROM discussions) + (SELECT coalesce(sum(pg_column_size("searchVector")), 0) FROM comments) AS n`,
    );
    // The same comments inserted again in one statement, timed by PostgreSQL itself (EXPLAIN
    // ANALYZE: no round trips, so the machine's load from other work weighs less); best of three,
    // each rolled back. With search: the trigger's vector and the GIN index (its pending list
    // flushed, as autovacuum would, inside the timing). Without: the triggers off (the vector, and
    // the category search reads from each comment: forum migration 0017), the GIN index dropped.
    const insert = `INSERT INTO comments ("discussionID", "categoryID", "body", "format", "bodyHtml", "insertUserID")
      SELECT "discussionID", "categoryID", "body", 'text', "bodyHtml", "insertUserID" FROM comments ORDER BY "commentID" DESC LIMIT ${samples}`;
    const timed = async (statement: string) => {
      const plan = await client.query<{ "QUERY PLAN": Array<{ "Execution Time": number }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`);
      return plan.rows[0]?.["QUERY PLAN"][0]?.["Execution Time"] ?? NaN;
    };
    let withSearch = Infinity;
    let withoutSearch = Infinity;
    for (let round = 0; round < 3; round++) {
      await client.query("BEGIN");
      withSearch = Math.min(withSearch, (await timed(insert)) + (await timed(`SELECT gin_clean_pending_list('comments_search')`)));
      await client.query("ROLLBACK");
      await client.query("BEGIN");
      await client.query(`ALTER TABLE comments DISABLE TRIGGER comments_search_vector`);
      await client.query(`ALTER TABLE comments DISABLE TRIGGER comments_category`);
      await client.query(`DROP INDEX comments_search`);
      withoutSearch = Math.min(withoutSearch, await timed(insert));
      await client.query("ROLLBACK");
    }
    const per = (ms: number) => Number((ms / samples).toFixed(3));
    return {
      posts: Number(count.rows[0]?.d ?? 0) + Number(count.rows[0]?.c ?? 0),
      ginDiscussionsMiB: mib(await size("discussions_search")),
      ginCommentsMiB: mib(await size("comments_search")),
      titleTrigramMiB: mib(await size("discussions_name_trgm")),
      vectorsMiB: mib(Number(vectors.rows[0]?.n ?? 0)),
      insertMsWithSearch: per(withSearch),
      insertMsWithoutSearch: per(withoutSearch),
      addedMsPerComment: per(withSearch - withoutSearch),
    };
  } finally {
    await client.end();
  }
}
