import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, runMigrations, seededRandom, type Database } from "@quorum/server";
import { generateContent } from "@quorum/forum/server";
import { createSite } from "./createSite";
import { makeDemoAccounts, readDemoAccounts, saveDemoAccounts } from "./demoAccounts";
import { installedAddons } from "./installedAddons";
import { demoPassword, isSeeded, seedSite } from "./seedSite";
import { loadWebBuild } from "./webBuild";

// `quorum start | migrate | seed --discussions N --comments M`. Configuration comes from the
// environment: PORT (3000), HOST (0.0.0.0), DATABASE_URL (PostgreSQL; PGlite in QUORUM_DATA_DIR
// otherwise), QUORUM_DATA_DIR (./data), QUORUM_DEMO_PASSWORD (fixed demo passwords, for tests),
// QUORUM_TRUST_PROXY=1 (behind a TLS-terminating proxy), QUORUM_LOG=1 (request log),
// QUORUM_SECRET (signs long-running jobs' callback payloads together with the session).
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

async function openMigrated() {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, "pglite") });
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

async function start(): Promise<void> {
  const web = await loadWebBuild();
  const database = await openMigrated();
  await seedOnce(database.db);
  const app = await createSite({ db: database.db, addons: installedAddons, web,
    demoPasswordFor: (name) => demoPassword(name),
    logger: process.env.QUORUM_LOG === "1",
    trustProxy: process.env.QUORUM_TRUST_PROXY === "1",
    ...(process.env.QUORUM_SECRET ? { secret: process.env.QUORUM_SECRET } : {}),
  });
  const port = Number(process.env.PORT ?? 3000);
  await app.listen({ port, host: process.env.HOST ?? "0.0.0.0" });

  const accounts = readDemoAccounts(dataDir, databaseUrl);
  console.log(`\nQuorum is running at http://localhost:${port}/  (database: ${database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${dataDir}`})`);
  if (accounts.length > 0) {
    console.log("Demo accounts:");
    for (const a of accounts) console.log(`  ${a.name.padEnd(10)} ${a.password.padEnd(14)} (${a.role})`);
  }
  console.log("Press Ctrl-C to stop.");

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    console.log("\nQuorum stopped.");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
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
