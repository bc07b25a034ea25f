// Search benchmark of the built site (issue 14 §3). Not a test: it reports numbers.
//   node src/runSearchBench.ts [--db postgres|pglite] [--discussions 100000] [--comments 900000]
//                              [--duration 10] [--connections 16] [--reuse] [--port 3470]
// PostgreSQL: QUORUM_BENCH_DATABASE_URL (an admin URL); the database quorum_bench_search is made
// for the run (`--reuse` keeps one from an earlier run: generating a million posts takes a while).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { runCli, startSite } from "./startSite.ts";
import { loadPaths, type LatencyRow } from "./loadPaths.ts";
import { searchCosts } from "./searchCosts.ts";
import { warmCache, type CacheFit } from "./warmCache.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    db: { type: "string", default: "postgres" },
    discussions: { type: "string", default: "100000" },
    comments: { type: "string", default: "900000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    warmup: { type: "string", default: "3" },
    port: { type: "string", default: "3470" },
    reuse: { type: "boolean", default: false },
  },
});
const port = Number(values.port);
const dataDir = fileURLToPath(new URL(`../.data-search-${values.db}`, import.meta.url));
const env: NodeJS.ProcessEnv = { ...process.env, QUORUM_DATA_DIR: dataDir, QUORUM_DEMO_PASSWORD: "bench-password", DATABASE_URL: "" };

async function postgresUrl(fresh: boolean): Promise<string> {
  const admin = process.env.QUORUM_BENCH_DATABASE_URL ?? process.env.QUORUM_TEST_DATABASE_URL;
  if (!admin) throw new Error("set QUORUM_BENCH_DATABASE_URL to a PostgreSQL admin URL");
  if (fresh) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query("DROP DATABASE IF EXISTS quorum_bench_search WITH (FORCE)");
    await client.query("CREATE DATABASE quorum_bench_search");
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = "/quorum_bench_search";
  return url.toString();
}

/** The generator's made-up word of a rank (forum's `seed/searchTerm.ts`: rank 0 is the most frequent, 7,999 the rarest). */
function lexiconWord(rank: number): string {
  const syllables = ["ka", "lo", "ri", "ven", "tas", "mor", "eli", "dun", "qua", "sor", "bex", "nim", "pra", "tol", "zen", "fir", "gal", "hon", "jup", "kel"];
  const n = syllables.length;
  return `${syllables[rank % n]}${syllables[Math.floor(rank / n) % n]}${syllables[Math.floor(rank / n ** 2) % n]}`;
}
const ranks = (from: number, count: number, step: number) => Array.from({ length: count }, (_, i) => lexiconWord(from + i * step));

/**
 * What to search for: made-up words of the generator's lexicon — frequent (ranks 0–5: each in
 * ~2–8 % of posts), middling (ranks 40–119: ~0.05–0.2 %) and rare (ranks 3,000+: tens of posts) —
 * and the demo text's own phrases (in a large share of posts). Autocomplete types the first letters.
 * Rare and middling words, and autocomplete's prefixes, are each a few hundred different texts, as
 * a forum's searches are: the site keeps the plans of statements it runs repeatedly (PreparingPool),
 * so a handful of texts asked over and over would measure searches without their planning.
 */
const FULL_QUERIES: Record<string, string[]> = {
  "rare word": ranks(3001, 200, 23),
  "middling word": ranks(40, 80, 1),
  "frequent word": ranks(0, 6, 1),
  "demo phrase": ["dark mode", "webhooks", "email notifications", "theme editor", "backups", "leaderboard"],
};
const AUTOCOMPLETE = [
  ...new Set([...ranks(3001, 200, 23).map((w) => w.slice(0, 5)), ...ranks(40, 80, 1).map((w) => w.slice(0, 4)), "webh", "leade", "notif", "moderat"]),
];

async function main(): Promise<void> {
  const fresh = !values.reuse;
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (values.db === "postgres") env.DATABASE_URL = await postgresUrl(fresh);
  let generateSeconds: number | null = null;
  if (fresh) {
    console.log(`Generating ${values.discussions} discussions / ${values.comments} comments on ${values.db}...`);
    const started = Date.now();
    await runCli(["seed", "--discussions", values.discussions, "--comments", values.comments], env);
    generateSeconds = (Date.now() - started) / 1000;
  }
  // The site first: its migrations bring the schema the costs are measured on.
  const site = await startSite(env, port);
  try {
    const costs = env.DATABASE_URL ? await searchCosts(env.DATABASE_URL) : null;
    if (costs) console.log(costs);
    const cache: CacheFit | null = env.DATABASE_URL ? await warmCache(env.DATABASE_URL) : null;
    if (cache) {
      console.log(cache);
      if (cache.databaseMiB > cache.sharedBuffersMiB)
        console.warn(`The database (${cache.databaseMiB} MiB) is larger than shared_buffers (${cache.sharedBuffersMiB} MiB): see the README's Search section.`);
    }
    const base = `http://127.0.0.1:${port}/api/v2/search`;
    const options = { connections: Number(values.connections), seconds: Number(values.duration), warmupSeconds: Number(values.warmup), serverPid: site.pid };
    const rows: LatencyRow[] = [];
    for (const [name, words] of Object.entries(FULL_QUERIES))
      rows.push(
        await loadPaths(
          `search, ${name} (limit 20)`,
          words.map((w) => `${base}?query=${encodeURIComponent(w)}&limit=20`),
          options,
        ),
      );
    rows.push(
      await loadPaths(
        "search, newest first",
        (FULL_QUERIES["frequent word"] ?? []).map((w) => `${base}?query=${encodeURIComponent(w)}&limit=20&sort=newest`),
        options,
      ),
    );
    rows.push(
      await loadPaths(
        "autocomplete (partial word, 5 posts, no body)",
        // As the title bar's suggestions ask for posts (core's SearchSuggestions: two sources, 5 each, no total).
        AUTOCOMPLETE.map((w) => `${base}?query=${encodeURIComponent(w)}&domain=all_content&limit=5&expandBody=false&matchMode=wildcard&count=false`),
        options,
      ),
    );
    console.log(
      `\nQuorum search benchmark — ${values.db}, ${values.discussions} discussions + ${values.comments} comments, ${values.connections} clients, ${values.duration} s each`,
    );
    console.table(rows);
    const resultsDir = fileURLToPath(new URL("../results", import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      `${resultsDir}/search-${values.db}.json`,
      JSON.stringify(
        { db: values.db, discussions: Number(values.discussions), comments: Number(values.comments), generateSeconds, costs, cache, rows },
        null,
        2,
      ),
    );
  } finally {
    site.kill("SIGINT");
    await new Promise((resolve) => (site.exitCode !== null ? resolve(null) : site.once("exit", resolve)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
