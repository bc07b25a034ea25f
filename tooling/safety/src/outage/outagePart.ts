import type { PartResult, SafetyPart } from "../SafetyPart.ts";
import { checkWrites } from "../writes/checkWrites.ts";
import { createPostgresDatabase } from "../writes/createPostgresDatabase.ts";
import { OwnSite } from "../writes/OwnSite.ts";
import { prepareLoad } from "../writes/prepareLoad.ts";
import { postgresClient } from "../writes/SqlClient.ts";
import { waitUntil } from "../writes/waitUntil.ts";
import type { WriteLoad } from "../writes/WriteLoad.ts";
import { restartCluster } from "./restartCluster.ts";

const WORKERS = 3;
const WRITERS = 24;
/** Writes acknowledged between events, so each event meets a site under load. */
const ACKED_BETWEEN = 100;
/** A write unanswered this long is hung (a request waits 10 s at most for a database connection). */
const HUNG_MS = 60_000;
/** The site must take writes again this soon after the database is back. */
const RECOVERY_LIMIT_MS = 30_000;

interface Event {
  name: string;
  /** When the database went away, and when it was back. */
  down: number;
  back: number;
  /** The first acknowledged write sent after the database was back answered at this time. */
  recovered: number | undefined;
}

/**
 * A database outage under load (issue 12): the site on PostgreSQL with several workers, writers
 * posting, the database ending the site's connections (`pg_terminate_backend`) and then restarting
 * (`pg_ctlcluster … restart`, where permitted). The site answers 503 meanwhile — no other 5xx, no
 * dropped connection (a crashed process), no hung request — serves again by itself, and loses no
 * write it acknowledged.
 */
export const outagePart: SafetyPart = {
  name: "outage",
  ownSites: true,
  async run(_site, { seed, port }): Promise<PartResult> {
    const adminUrl = process.env.QUORUM_TEST_DATABASE_URL;
    if (!adminUrl) return { figure: "outage: skipped, no PostgreSQL", failures: 0, details: [] };
    const database = await createPostgresDatabase(adminUrl, "quorum_safety_outage");
    const site = new OwnSite(port, { databaseUrl: database.url, workers: WORKERS });
    const details: string[] = [];
    let load: WriteLoad | undefined;
    try {
      await site.start();
      const processesBefore = new Set(site.processes());
      load = await prepareLoad(site, `out${seed}${Date.now().toString(36)}`, HUNG_MS);
      const writes = load;
      writes.start(WRITERS);
      const events: Event[] = [];
      let restartNote = "";
      /** The restart's command, named in its figure. */
      let restarted = "";

      /** Set when the site stopped taking writes: later events are not tried, the figures still given. */
      let gaveUp = false;
      const underLoad = async (what: string): Promise<boolean> => {
        const acked = writes.acked.length;
        try {
          await waitUntil(() => writes.acked.length >= acked + ACKED_BETWEEN, 60_000, what);
          return true;
        } catch (error) {
          details.push(String((error as Error).message));
          gaveUp = true;
          return false;
        }
      };

      /** Runs `outage` (which resolves once the database is back) and waits for the site to take a write sent after that. */
      const survive = async (name: string, outage: () => Promise<boolean>): Promise<void> => {
        if (gaveUp || !(await underLoad(`${ACKED_BETWEEN} writes acknowledged before "${name}"`))) return;
        const down = Date.now();
        if (!(await outage())) return;
        const event: Event = { name, down, back: Date.now(), recovered: undefined };
        events.push(event);
        const firstAfter = () => writes.outcomes.find((o) => o.startedAt >= event.back && (o.result === 201 || o.result === 200));
        await waitUntil(() => firstAfter() !== undefined, RECOVERY_LIMIT_MS, `the site taking writes again after "${name}"`).catch((error: unknown) => {
          details.push(String((error as Error).message));
          gaveUp = true;
        });
        event.recovered = firstAfter()?.endedAt;
      };

      await survive("connections terminated", async () => {
        const admin = await postgresClient(adminUrl);
        try {
          await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [database.name]);
        } finally {
          await admin.close();
        }
        return true;
      });
      await survive("cluster restarted", async () => {
        const restart = restartCluster();
        restartNote = restart.done ? "" : `; cluster restart ${restart.reason}`;
        restarted = restart.done ? ` (${restart.command})` : "";
        return restart.done;
      });
      if (!gaveUp) await underLoad(`${ACKED_BETWEEN} writes acknowledged after the outages`);
      await writes.stop();

      const tally = writes.tally();
      const unavailable = tally.get(503) ?? 0;
      const otherServerErrors = [...tally].filter(([result]) => typeof result === "number" && result >= 500 && result !== 503);
      const dropped = tally.get("error") ?? 0;
      const hung = tally.get("timeout") ?? 0;
      for (const [result, count] of otherServerErrors) details.push(`${count} writes answered ${result}`);
      if (dropped > 0) details.push(`${dropped} writes got no answer (connection refused or reset: a server process died)`);
      if (hung > 0) details.push(`${hung} writes hung (no answer within ${HUNG_MS / 1000} s)`);
      const alive = site.alive();
      if (!alive) details.push("the site's primary process exited");
      const replaced = [...processesBefore].filter((pid) => !site.processes().includes(pid)).length;

      const sql = await postgresClient(database.url);
      const check = await checkWrites(sql, writes.runId, writes.acked).finally(() => sql.close());
      details.push(...check.lost, ...check.duplicates);

      const recovered = events.filter((e) => e.recovered !== undefined);
      for (const event of events) if (event.name === "cluster restarted") event.name += restarted;
      const eventFigures = events.map((e) =>
        e.recovered === undefined
          ? `${e.name}: not recovered within ${RECOVERY_LIMIT_MS / 1000} s`
          : `${e.name}: ${seconds(e.recovered - e.down)} s outage, recovered ${seconds(e.recovered - e.back)} s after the database was back`,
      );
      const failures =
        otherServerErrors.reduce((sum, [, count]) => sum + count, 0) +
        dropped +
        hung +
        (alive ? 0 : 1) +
        (events.length - recovered.length) +
        (gaveUp ? 1 : 0) +
        check.lost.length +
        check.duplicates.length;
      return {
        figure:
          `outage: PostgreSQL, ${WORKERS} workers, ${WRITERS} writers; ${eventFigures.join("; ")}${restartNote}; ` +
          `${unavailable} × 503, ${otherServerErrors.reduce((sum, [, count]) => sum + count, 0)} other 5xx, ${dropped} dropped, ${hung} hung; ` +
          `${writes.acked.length.toLocaleString("en")} writes acknowledged, ${check.lost.length} lost, ${check.duplicates.length} duplicates; ` +
          `site ${alive ? "alive" : "exited"}, ${replaced} worker processes replaced`,
        failures,
        details,
      };
    } catch (error) {
      details.push(String((error as Error).stack ?? error));
      return { figure: "outage: the part itself failed", failures: 1, details };
    } finally {
      await load?.stop();
      await site.remove();
      await database.drop();
    }
  },
};

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
