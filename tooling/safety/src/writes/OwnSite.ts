import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { processTree, startSite } from "@quorum/bench";

/**
 * A built site the part starts, kills and starts again on the same data: PGlite in a directory of
 * its own, or the PostgreSQL database `databaseUrl` (with `workers` processes).
 */
export class OwnSite {
  readonly port: number;
  readonly baseUrl: string;
  readonly password = randomUUID();
  /** The PGlite data directory (`quorum start` keeps it under QUORUM_DATA_DIR/pglite). */
  readonly pgliteDir: string;
  private readonly dataDir = mkdtempSync(join(tmpdir(), "quorum-safety-"));
  private readonly env: NodeJS.ProcessEnv;
  child: ChildProcess | undefined;

  constructor(port: number, options: { databaseUrl?: string; workers?: number }) {
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.pgliteDir = join(this.dataDir, "pglite");
    this.env = {
      ...process.env,
      QUORUM_DATA_DIR: this.dataDir,
      QUORUM_DEMO_PASSWORD: this.password,
      DATABASE_URL: options.databaseUrl ?? "",
      QUORUM_WORKERS: String(options.workers ?? 1),
    };
  }

  async start(): Promise<void> {
    this.child = await startSite(this.env, this.port);
  }

  /** The site's processes: the primary and, on PostgreSQL, its workers. */
  processes(): number[] {
    return this.child?.pid === undefined ? [] : processTree(this.child.pid);
  }

  /** Whether the process the suite started is still running. */
  alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** `kill -9` of the whole process tree at once, as a power cut or the OOM killer would; resolves once the primary is gone. */
  async killTree(): Promise<number> {
    const child = this.child;
    if (!child || !this.alive()) return 0;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const pids = this.processes();
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    await exited;
    return pids.length;
  }

  /** Ctrl-C: the site closes its database cleanly. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive()) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGINT");
    await exited;
  }

  /** Stops the site and removes its data directory. */
  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
