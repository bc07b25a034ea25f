import type { PartResult, SafetyPart } from "../SafetyPart.ts";
import { checkWrites } from "../writes/checkWrites.ts";
import { counterMismatches } from "../writes/counterMismatches.ts";
import { createPostgresDatabase } from "../writes/createPostgresDatabase.ts";
import { OwnSite } from "../writes/OwnSite.ts";
import { prepareLoad } from "../writes/prepareLoad.ts";
import { pgliteClient, postgresClient, type SqlClient } from "../writes/SqlClient.ts";
import { waitUntil } from "../writes/waitUntil.ts";

/** The issue's load: 200 writers for 30 s, then 50 writers and `kill -9` of the whole site mid-load. */
const WRITERS = 200;
const LOAD_MS = 30_000;
const KILL_WRITERS = 50;
/** Writes the 50 writers get acknowledged before the kill, so it lands mid-load. */
const ACKED_BEFORE_KILL = 50;
/**
 * Durability is not about speed: a write is given up only after this long (200 writers queue on
 * PGlite's one connection; a busy CI machine is slow), and a given-up write is no failure.
 */
const PATIENCE_MS = 300_000;

interface DatabaseResult {
  figure: string;
  failures: number;
  details: string[];
}

/**
 * Durability (issue 12): on PGlite and on PostgreSQL, every write the site acknowledged under load
 * and across a `kill -9` of its process tree is there after a restart, by id and by content, none
 * twice, and the forum's counters agree with the rows they count.
 */
export const durabilityPart: SafetyPart = {
  name: "durability",
  ownSites: true,
  async run(_site, { seed, port }): Promise<PartResult> {
    const results: DatabaseResult[] = [await onDatabase("PGlite", port, seed, undefined)];
    const adminUrl = process.env.QUORUM_TEST_DATABASE_URL;
    if (adminUrl) results.push(await onDatabase("PostgreSQL", port, seed, adminUrl));
    const figures = results.map((r) => r.figure).join("; ");
    return {
      figure: `durability: ${figures}${adminUrl ? "" : "; PostgreSQL skipped (no QUORUM_TEST_DATABASE_URL)"}`,
      failures: results.reduce((sum, r) => sum + r.failures, 0),
      details: results.flatMap((r) => r.details),
    };
  },
};

async function onDatabase(label: string, port: number, seed: number, adminUrl: string | undefined): Promise<DatabaseResult> {
  const database = adminUrl ? await createPostgresDatabase(adminUrl, "quorum_safety_durability") : undefined;
  const site = new OwnSite(port, database ? { databaseUrl: database.url, workers: 2 } : {});
  const runId = `dur${seed}${label.slice(0, 2).toLowerCase()}${Date.now().toString(36)}`;
  const details: string[] = [];
  try {
    await site.start();
    const load = await prepareLoad(site, runId, PATIENCE_MS);

    load.start(WRITERS);
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    await load.stop();
    const underLoad = load.acked.length;
    const loadTally = load.tally();
    const failedUnderLoad = [...loadTally].filter(([result]) => result === "error" || (typeof result === "number" && result >= 500));
    for (const [result, count] of failedUnderLoad) details.push(`${label}: ${count} writes under load answered ${result}`);

    const beforeKill = load.acked.length;
    load.start(KILL_WRITERS);
    await waitUntil(
      () => load.acked.length >= beforeKill + ACKED_BEFORE_KILL,
      PATIENCE_MS,
      `${label}: ${ACKED_BEFORE_KILL} writes acknowledged before the kill`,
    );
    const killed = await site.killTree();
    await load.stop();
    const acrossKill = load.acked.length - beforeKill;

    await site.start();
    // The restarted site takes writes again.
    const afterRestart = load.acked.length;
    load.start(3);
    await waitUntil(() => load.acked.length >= afterRestart + 3, PATIENCE_MS, `${label}: writes after the restart`);
    await load.stop();

    let sql: SqlClient;
    if (database) {
      sql = await postgresClient(database.url);
    } else {
      // PGlite is one process's: the site lets it go first.
      await site.stop();
      sql = await pgliteClient(site.pgliteDir);
    }
    try {
      const writes = await checkWrites(sql, runId, load.acked);
      const counters = await counterMismatches(sql);
      details.push(...[...writes.lost, ...writes.duplicates, ...counters.mismatches].map((detail) => `${label}: ${detail}`));
      const otherAnswers = [...loadTally].filter(([result]) => result !== 201 && result !== 200);
      const refused = otherAnswers.length === 0 ? "" : `, refused under load: ${otherAnswers.map(([result, count]) => `${count} × ${result}`).join(", ")}`;
      const failures = writes.lost.length + writes.duplicates.length + counters.mismatches.length + failedUnderLoad.length + (underLoad === 0 ? 1 : 0);
      return {
        figure:
          `${label} ${load.acked.length.toLocaleString("en")} writes acknowledged (${underLoad.toLocaleString("en")} by ${WRITERS} writers in ${LOAD_MS / 1000} s, ` +
          `${acrossKill} by ${KILL_WRITERS} writers before kill -9 of ${killed === 1 ? "its process" : `its ${killed} processes`}${refused}), ${writes.lost.length} lost, ${writes.duplicates.length} duplicates, ` +
          `${counters.mismatches.length} counter mismatches (${counters.records.toLocaleString("en")} records' counters checked)`,
        failures,
        details,
      };
    } finally {
      await sql.close();
    }
  } catch (error) {
    details.push(`${label}: ${String((error as Error).stack ?? error)}`);
    return { figure: `${label} failed to run`, failures: 1, details };
  } finally {
    await site.remove();
    await database?.drop();
  }
}
