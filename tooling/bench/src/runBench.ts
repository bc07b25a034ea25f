// HTTP load benchmark of the built site (issue "Foundation" §7). Not a test: it reports numbers.
//   node src/runBench.ts [--db pglite|postgres] [--discussions 2000] [--comments 20000] [--duration 10]
//                        [--warmup 2] [--workers N] [--cli path/to/cli.js]
// PostgreSQL: set QUORUM_BENCH_DATABASE_URL to an admin URL; a fresh database is made for the run.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { runCli, startSite } from "./startSite.ts";
import { cpuPerRequest, sampleCpu } from "./sampleCpu.ts";
import { processTree } from "./processTree.ts";
import { residentMiB, watchPeakMemory } from "./sampleMemory.ts";

const { values } = parseArgs({
  // `pnpm bench -- --db postgres` passes the "--" through.
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    db: { type: "string", default: "pglite" },
    discussions: { type: "string", default: "2000" },
    comments: { type: "string", default: "20000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "64" },
    port: { type: "string", default: "3217" },
    // Seconds of load before each measured run: the server's JIT and statement caches warm up.
    warmup: { type: "string", default: "2" },
    // Another build of the site to measure (`node src/snapshotBuild.ts <name>` keeps one), for before/after.
    cli: { type: "string" },
    // Only these scenarios (comma-separated): list, comments, page.
    only: { type: "string", default: "list,comments,page" },
    // Runs `node --cpu-prof` on the site: a .cpuprofile per process in this folder, written at exit.
    "cpu-prof": { type: "string" },
    // The site's processes (QUORUM_WORKERS): on PostgreSQL one per core unless set.
    workers: { type: "string" },
  },
});
const port = Number(values.port);
const dataDir = fileURLToPath(new URL("../.data", import.meta.url));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  QUORUM_DATA_DIR: dataDir,
  QUORUM_DEMO_PASSWORD: "bench-password",
  DATABASE_URL: "",
  ...(values.workers ? { QUORUM_WORKERS: values.workers } : {}),
};

async function freshPostgres(): Promise<string> {
  const admin = process.env.QUORUM_BENCH_DATABASE_URL ?? process.env.QUORUM_TEST_DATABASE_URL;
  if (!admin) throw new Error("set QUORUM_BENCH_DATABASE_URL to a PostgreSQL admin URL");
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query("DROP DATABASE IF EXISTS quorum_bench WITH (FORCE)");
  await client.query("CREATE DATABASE quorum_bench");
  await client.end();
  const url = new URL(admin);
  url.pathname = "/quorum_bench";
  return url.toString();
}

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU ms per request: the site's process, local PostgreSQL processes (0 for PGlite or a remote server), the whole machine. */
  serverCpuMs: number;
  postgresCpuMs: number;
  machineCpuMs: number;
}

async function load(name: string, path: string, serverPid: number): Promise<Row> {
  const url = `http://127.0.0.1:${port}${path}`;
  if (Number(values.warmup) > 0) await autocannon({ url, connections: Number(values.connections), duration: Number(values.warmup) });
  const before = sampleCpu(serverPid);
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  const cpu = cpuPerRequest(before, sampleCpu(serverPid), result.requests.total);
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpuMs: cpu.server,
    postgresCpuMs: cpu.postgres,
    machineCpuMs: cpu.machine,
  };
}

async function analyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("VACUUM ANALYZE");
  await client.end();
}

async function main(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (values.db === "postgres") env.DATABASE_URL = await freshPostgres();

  console.log(`Generating ${values.discussions} discussions / ${values.comments} comments on ${values.db}...`);
  await runCli(["seed", "--discussions", values.discussions, "--comments", values.comments], env, values.cli);
  // A live site's tables have statistics; right after a bulk load they have none until
  // autovacuum gets to them — in the middle of the first measured run otherwise.
  if (env.DATABASE_URL) await analyze(env.DATABASE_URL);
  const site = await startSite(env, port, values.cli, values["cpu-prof"]);
  if (!site.pid) throw new Error("no server pid");
  try {
    const list = (await (await fetch(`http://127.0.0.1:${port}/api/v2/discussions?limit=100&sort=-dateInserted`)).json()) as Array<{
      discussionID: number;
      countComments: number;
    }>;
    const target = [...list].sort((a, b) => b.countComments - a.countComments)[0];
    if (!target) throw new Error("no discussions to load");
    const idleMiB = residentMiB(site.pid);
    const stopWatching = watchPeakMemory(site.pid);
    const pid = site.pid;
    const scenarios: Record<string, [string, string]> = {
      list: ["GET /api/v2/discussions?limit=30&expand=insertUser", "/api/v2/discussions?limit=30&expand=insertUser"],
      comments: [`GET /api/v2/comments?discussionID=${target.discussionID}`, `/api/v2/comments?discussionID=${target.discussionID}`],
      page: [`GET /discussion/${target.discussionID} (HTML)`, `/discussion/${target.discussionID}`],
    };
    const rows: Row[] = [];
    for (const key of values.only.split(",")) {
      const scenario = scenarios[key.trim()];
      if (!scenario) throw new Error(`unknown scenario "${key}" (list, comments, page)`);
      rows.push(await load(scenario[0], scenario[1], pid));
    }
    const peakMiB = stopWatching();
    const processes = processTree(pid).length;
    console.log(
      `\nQuorum load benchmark — ${values.db}, ${processes === 1 ? "1 process" : `${processes - 1} workers`}, ${values.connections} connections, ${values.duration} s each`,
    );
    console.table(rows);
    console.log(`server memory: ${idleMiB} MiB idle, ${peakMiB} MiB peak RSS`);
    const resultsDir = fileURLToPath(new URL("../results", import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    // Another build's numbers go beside the site's, named after its file.
    const suffix = values.cli ? `-${basename(values.cli, ".js")}` : "";
    writeFileSync(
      `${resultsDir}/load-${values.db}${suffix}.json`,
      JSON.stringify({ db: values.db, processes, ...(values.cli ? { cli: values.cli } : {}), rows, idleMiB, peakMiB }, null, 2),
    );
  } finally {
    site.kill("SIGINT");
    // The profile is written while the process exits.
    await new Promise((resolve) => (site.exitCode !== null ? resolve(null) : site.once("exit", resolve)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
