import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite } from "@quorum/bench";

/** A built site started for the suite with a fresh demo database; `stop` ends it and removes its data. */
export interface FreshSite {
  baseUrl: string;
  /** The password of every demo account (admin, moderator, member). */
  password: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built site (`pnpm turbo run build --filter=@quorum/site...` first) on `port` with a new
 * embedded database, or on PostgreSQL when `databaseUrl` is given (a database the caller created).
 */
export async function freshSite(
  port: number,
  options: { databaseUrl?: string; env?: NodeJS.ProcessEnv; prepare?: (env: NodeJS.ProcessEnv) => Promise<void> } = {},
): Promise<FreshSite> {
  const dataDir = mkdtempSync(join(tmpdir(), "quorum-safety-"));
  const password = randomUUID();
  const env = { ...process.env, ...options.env, QUORUM_DATA_DIR: dataDir, QUORUM_DEMO_PASSWORD: password, DATABASE_URL: options.databaseUrl ?? "" };
  // Before the first start, with the site's environment: what a part writes where no API writes.
  let child: ChildProcess;
  try {
    await options.prepare?.(env);
    child = await startSite(env, port);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    password,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
