import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { keepPlannerStatistics, openDatabase, parseFrameAncestors, peerCaches, runMigrations, seededRandom, type Database } from "@quorum/server";
import { generateContent } from "@quorum/forum/server";
import { connectionsPerProcess } from "./connectionsPerProcess";
import { createSite } from "./createSite";
import { makeDemoAccounts, readDemoAccounts, saveDemoAccounts } from "./demoAccounts";
import { installedAddons } from "./installedAddons";
import { CACHES_CHANGED, isCachesChanged, runWorkers } from "./runWorkers";
import { demoPassword, isSeeded, seedSite } from "./seedSite";
import { loadWebBuild } from "./webBuild";
import { workerCount } from "./workerCount";

// `quorum start | migrate | seed --discussions N --comments M`. Configuration comes from the
// environment: PORT (3000), HOST (0.0.0.0), DATABASE_URL (PostgreSQL; PGlite in QUORUM_DATA_DIR
// otherwise), QUORUM_DATA_DIR (./data), QUORUM_DEMO_PASSWORD (fixed demo passwords, for tests),
// QUORUM_TRUST_PROXY=1 (behind a TLS-terminating proxy), QUORUM_FRAME_ANCESTORS (origins that
// may frame the site, e.g. "https://blog.example"; none by default), QUORUM_LOG=1 (request log),
// QUORUM_SECRET (signs long-running jobs' callback payloads together with the session),
// QUORUM_WORKERS (processes serving the site: one per core on PostgreSQL by default, 1 on PGlite).
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    discussions: { type: "string", default: "2000" },
    comments: { type: "string", default: "20000" },
    users: { type: "string", default: "200" },
  },
});
const command = positionals[0] ?? "start";
const dataDir = process.env.QUORUM_DATA_DIR ?? join(process.cwd(), "data");
const databaseUrl = process.env.DATABASE_URL || undefined;

/** The server ended a pooled connection (a restart, a failover): said once per connection; the next request opens another. */
function onConnectionLost(error: Error): void {
  console.error(`The database ended a connection (${error.message}); requests answer 503 until it is back.`);
}

/** A process's share of the site's PostgreSQL connections (`QUORUM_DB_CONNECTIONS`), when `processes` serve. */
const poolSize = (processes: number) => connectionsPerProcess(process.env.QUORUM_DB_CONNECTIONS, processes);

/** The database, migrated, for this process: the one that serves when it is the only one. */
async function openMigrated() {
  const database = await openDatabase(databaseUrl ? { databaseUrl, onConnectionLost, poolSize: poolSize(1) } : { dataDir: join(dataDir, "pglite") });
  await runMigrations(database.db, installedAddons);
  return database;
}

/** First start of a database: the demo content and accounts (their passwords kept for printing). */
async function seedOnce(db: Database["db"]): Promise<void> {
  if (await isSeeded(db)) return;
  const accounts = makeDemoAccounts(process.env.QUORUM_DEMO_PASSWORD);
  await seedSite(db, installedAddons, accounts);
  saveDemoAccounts(dataDir, accounts, databaseUrl);
  console.log("Seeded the demo content.");
}

/** The site's server in this process: the API, the built web app and server rendering. */
async function serve(database: Database) {
  const web = await loadWebBuild();
  const app = await createSite({
    db: database.db,
    addons: installedAddons,
    web,
    demoPasswordFor: (name) => demoPassword(name),
    logger: process.env.QUORUM_LOG === "1",
    trustProxy: process.env.QUORUM_TRUST_PROXY === "1",
    frameAncestors: parseFrameAncestors(process.env.QUORUM_FRAME_ANCESTORS),
    ...(process.env.QUORUM_SECRET ? { secret: process.env.QUORUM_SECRET } : {}),
    ...(database.url ? { databaseUrl: database.url } : {}),
  });
  await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "0.0.0.0" });
  return app;
}

function onStop(stop: () => Promise<void>): void {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    void stop().then(() => process.exit(0));
  };
  process.on("SIGINT", once);
  process.on("SIGTERM", once);
}

/**
 * A worker of a site run as several processes: the primary migrated and seeded, so it opens the
 * database and serves. Caches of shared state are kept in step through the primary.
 */
async function startWorker(): Promise<void> {
  if (!databaseUrl) throw new Error("Workers need DATABASE_URL: PGlite runs in one process.");
  // The primary counted the workers from the same settings on the same machine.
  const database = await openDatabase({ databaseUrl, onConnectionLost, poolSize: poolSize(workerCount(process.env.QUORUM_WORKERS, true)) });
  peerCaches.connect(() => process.send?.({ type: CACHES_CHANGED }));
  process.on("message", (message) => {
    if (isCachesChanged(message)) peerCaches.dropAll();
  });
  const app = await serve(database);
  onStop(async () => {
    await app.close();
    await database.close();
  });
}

async function start(): Promise<void> {
  if (cluster.isWorker) return startWorker();
  const workers = workerCount(process.env.QUORUM_WORKERS, databaseUrl !== undefined);
  const database = await openMigrated();
  await seedOnce(database.db);
  let stop: () => Promise<void>;
  if (workers === 1) {
    // PGlite has no autovacuum to keep the planner's statistics: the site keeps them itself.
    const statistics =
      database.kind === "pglite"
        ? await keepPlannerStatistics(database.db, { onError: (error) => console.error("Refreshing the planner's statistics failed:", error) })
        : null;
    const app = await serve(database);
    stop = async () => {
      await app.close();
      await statistics?.stop();
      await database.close();
    };
  } else {
    await database.close();
    // Every worker must sign long-running jobs' payloads alike: one may verify what another signed.
    const secret = process.env.QUORUM_SECRET || randomBytes(32).toString("hex");
    const pool = await runWorkers(workers, { QUORUM_SECRET: secret });
    stop = () => pool.stop();
  }

  const port = Number(process.env.PORT ?? 3000);
  const accounts = readDemoAccounts(dataDir, databaseUrl);
  const where = database.kind === "postgres" ? `PostgreSQL, ${workers} ${workers === 1 ? "process" : "processes"}` : `PGlite in ${dataDir}`;
  console.log(`\nQuorum is running at http://localhost:${port}/  (database: ${where})`);
  if (accounts.length > 0) {
    console.log("Demo accounts:");
    for (const a of accounts) console.log(`  ${a.name.padEnd(10)} ${a.password.padEnd(14)} (${a.role})`);
  }
  console.log("Press Ctrl-C to stop.");
  onStop(async () => {
    await stop();
    console.log("\nQuorum stopped.");
  });
}

async function migrate(): Promise<void> {
  const database = await openMigrated();
  await database.close();
  console.log("Migrations are up to date.");
}

async function seed(): Promise<void> {
  const database = await openMigrated();
  // Generated content goes on top of the demo site, so its accounts exist to sign in with.
  await seedOnce(database.db);
  const started = Date.now();
  const counts = await generateContent(database.db, {
    discussions: Number(values.discussions),
    comments: Number(values.comments),
    users: Number(values.users),
    random: seededRandom(7),
  });
  await database.close();
  console.log(`Generated ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const commands: Record<string, () => Promise<void>> = { start, migrate, seed };
const run = commands[command];
if (!run) {
  console.error(`Unknown command "${command}". Use: quorum start | migrate | seed --discussions N --comments M`);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
