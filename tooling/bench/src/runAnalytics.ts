// Analytics benchmark (issue 17 §6: "a year of data at 1,000,000 views answers in under 200 ms").
//   node src/runAnalytics.ts [--db pglite|postgres] [--views 1000000] [--discussions 2000]
//                            [--requests 40] [--budget 200] [--port 3661]
// Builds nothing itself (build the site first). PostgreSQL: QUORUM_BENCH_DATABASE_URL (or
// QUORUM_TEST_DATABASE_URL), an admin URL; a database `quorum_bench_analytics` is recreated.
// Run by hand, not in CI. Exits non-zero when the year's p95 is over the budget.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
// eslint-disable-next-line no-restricted-imports -- the add-on's documented subpath for bulk tools (its README), runnable in plain Node unlike its server entry
import { rebuildRollups, type AnalyticsDb } from "@quorum/addon-analytics/rollups";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { signInAdmin } from "./siteAdmin.ts";
import { runCli, startSite } from "./startSite.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    db: { type: "string", default: "pglite" },
    views: { type: "string", default: "1000000" },
    discussions: { type: "string", default: "2000" },
    requests: { type: "string", default: "40" },
    budget: { type: "string", default: "200" },
    port: { type: "string", default: "3661" },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = fileURLToPath(new URL(`../.data-analytics-${values.db}`, import.meta.url));
const env: NodeJS.ProcessEnv = { ...process.env, QUORUM_DATA_DIR: dataDir, QUORUM_DEMO_PASSWORD: "bench-password", QUORUM_WORKERS: "1", DATABASE_URL: "" };

/**
 * The bench's database while the site is stopped (PGlite allows one process): raw statements for
 * the bulk views, and a Kysely handle for the add-on's own rollup rebuild.
 */
interface Sql {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  db: AnalyticsDb;
  close(): Promise<void>;
}

async function openSql(): Promise<Sql> {
  const pglite = env.DATABASE_URL ? null : await PGlite.create(join(dataDir, "pglite"));
  // PGlite's node-postgres adapter: one pool type for both, as the site opens its database.
  const pool = new pg.Pool(pglite ? { ...createPgConfig(pglite), idleTimeoutMillis: 0 } : { connectionString: env.DATABASE_URL, max: 1 });
  const db: AnalyticsDb = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    query: (text, params) => pool.query(text, params),
    db,
    async close() {
      await db.destroy();
      await pglite?.close();
    },
  };
}

async function postgresUrl(): Promise<string> {
  const admin = process.env.QUORUM_BENCH_DATABASE_URL ?? process.env.QUORUM_TEST_DATABASE_URL;
  if (!admin) throw new Error("set QUORUM_BENCH_DATABASE_URL to a PostgreSQL admin URL");
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query("DROP DATABASE IF EXISTS quorum_bench_analytics WITH (FORCE)");
  await client.query("CREATE DATABASE quorum_bench_analytics");
  await client.end();
  const url = new URL(admin);
  url.pathname = "/quorum_bench_analytics";
  return url.toString();
}

/**
 * A year of views in bulk SQL: `count` rows over the 365 days before today, a third by members,
 * most on a few popular discussions (a square skews the pick), then the add-on's daily and
 * monthly rollups rebuilt from them by its own `rebuildRollups` (`@quorum/addon-analytics/rollups`).
 */
async function seedViews(sql: Sql, count: number): Promise<void> {
  await sql.query(`DELETE FROM "pageViews"`);
  await sql.query(
    `WITH d AS (SELECT array_agg("discussionID" ORDER BY "discussionID") AS ids FROM discussions),
          u AS (SELECT array_agg("userID" ORDER BY "userID") AS ids FROM users WHERE "userID" > 0)
     INSERT INTO "pageViews" ("dateInserted", "userID", anonymized, url, "discussionID", "categoryID")
     SELECT v.at, CASE WHEN random() < 0.33 THEN u.ids[1 + floor(random() * cardinality(u.ids))::int] END, false,
            '/discussion/' || v.id, v.id, NULL
     FROM d, u, LATERAL (
       SELECT date_trunc('day', now()) - make_interval(secs => floor(random() * 365 * 86400)::int) AS at,
              d.ids[1 + floor(power(random(), 2) * cardinality(d.ids))::int] AS id
       FROM generate_series(1, $1) AS g
     ) AS v`,
    [count],
  );
  await sql.query(`UPDATE "pageViews" v SET "categoryID" = d."categoryID" FROM discussions d WHERE d."discussionID" = v."discussionID"`);
  // The add-on's own rebuild (it also analyses the rollups, as PGlite has no autovacuum).
  await rebuildRollups(sql.db);
  // PostgreSQL: the visibility map for index-only scans, as a live server's autovacuum keeps it.
  if (env.DATABASE_URL) await sql.query("VACUUM ANALYZE");
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (values.db === "postgres") env.DATABASE_URL = await postgresUrl();
  console.log(`Generating ${values.discussions} discussions on ${values.db}...`);
  await runCli(["seed", "--discussions", values.discussions, "--comments", values.discussions], env);

  // Enabled once through the API (its migration runs), then stopped: PGlite takes one process.
  let site = await startSite(env, port);
  const stop = async () => {
    site.kill("SIGINT");
    await new Promise((resolve) => (site.exitCode !== null ? resolve(null) : site.once("exit", resolve)));
  };
  await (await signInAdmin(base, "admin", "bench-password")).setEnabled("analytics", true);
  await stop();

  const count = Number(values.views);
  console.log(`Writing ${count} views over a year and their rollups...`);
  const started = Date.now();
  const sql = await openSql();
  try {
    await seedViews(sql, count);
    const sizes = await sql.query(
      `SELECT (SELECT count(*) FROM "pageViews") AS views, (SELECT count(*) FROM "pageViewDayDiscussions") AS "dayDiscussions", (SELECT count(*) FROM "pageViewDayMembers") AS "dayMembers", (SELECT count(*) FROM "pageViewMonthDiscussions") AS "monthDiscussions", (SELECT count(*) FROM "pageViewMonthMembers") AS "monthMembers"`,
    );
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s:`, sizes.rows[0]);
  } finally {
    await sql.close();
  }

  site = await startSite(env, port);
  try {
    const signIn = await fetch(`${base}/api/v2/authenticate/password`, {
      method: "POST",
      headers: { "X-Requested-With": "vanilla", Origin: base, "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "bench-password" }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const today = new Date().toISOString().slice(0, 10);
    const daysBack = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const ranges = [
      { name: "last 7 days", from: daysBack(6) },
      { name: "last 30 days", from: daysBack(29) },
      { name: "last year (365 days)", from: daysBack(364) },
    ];
    const rows: { range: string; requests: number; p50: number; p95: number; max: number }[] = [];
    for (const range of ranges) {
      const url = `${base}/api/v2/analytics/summary?from=${range.from}&to=${today}`;
      // Two warm-up calls: the plans and the category index, as on a live site.
      for (let i = 0; i < 2; i++) await fetch(url, { headers: { cookie } });
      const times: number[] = [];
      for (let i = 0; i < Number(values.requests); i++) {
        const start = performance.now();
        const response = await fetch(url, { headers: { cookie } });
        await response.arrayBuffer();
        times.push(performance.now() - start);
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      }
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      rows.push({
        range: range.name,
        requests: times.length,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        max: round(times.at(-1) ?? 0),
      });
    }
    const budget = Number(values.budget);
    console.log(`\nQuorum analytics benchmark — ${values.db}, ${count} views over a year, GET /analytics/summary one request at a time`);
    console.table(rows);
    const year = rows.at(-1);
    const holds = year !== undefined && year.p95 < budget;
    console.log(`a year at ${count} views: p50 ${year?.p50} ms, p95 ${year?.p95} ms — under ${budget} ms: ${holds ? "yes" : "NO"}`);
    const resultsDir = fileURLToPath(new URL("../results", import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(`${resultsDir}/analytics-${values.db}.json`, `${JSON.stringify({ db: values.db, views: count, rows, budget, holds }, null, 2)}\n`);
    if (!holds) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
