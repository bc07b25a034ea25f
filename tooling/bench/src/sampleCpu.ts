import { readdirSync, readFileSync } from "node:fs";
import { processTree } from "./processTree.ts";

/** CPU time (user + system) in ms, read from /proc (Linux): of the site, of PostgreSQL's, of the whole machine. */
export interface CpuSample {
  /** Per process of the site (its primary and workers): a worker may be replaced between two samples. */
  server: ReadonlyMap<number, number>;
  /** Per PostgreSQL process: a backend may end between two samples. */
  postgres: ReadonlyMap<string, number>;
  machine: number;
}

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

function processTicks(pid: number | string): number {
  // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

/** Every local PostgreSQL process (postmaster, backends, background workers) by pid. */
function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") ticks.set(entry, processTicks(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

function machineTicks(): number {
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  // user nice system idle iowait irq softirq steal: everything but idle and iowait.
  return cpu.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
}

/** Where the CPU counters stand now. */
export function sampleCpu(serverPid: number): CpuSample {
  const server = new Map<number, number>();
  for (const pid of processTree(serverPid)) {
    try {
      server.set(pid, processTicks(pid) * TICK_MS);
    } catch {
      // the process ended meanwhile
    }
  }
  return { server, postgres: postgresTicks(), machine: machineTicks() * TICK_MS };
}

/**
 * CPU ms per request between two samples. On a shared machine req/s moves with the neighbours'
 * load; CPU per request much less, so before/after comparisons use these.
 */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): { server: number; postgres: number; machine: number } {
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 1000) / 1000;
  // Processes that ended between the samples are left out; ones that started count whole.
  let postgresTicks = 0;
  for (const [pid, ticks] of after.postgres) postgresTicks += ticks - (before.postgres.get(pid) ?? 0);
  let serverMs = 0;
  for (const [pid, ms] of after.server) serverMs += ms - (before.server.get(pid) ?? 0);
  return { server: per(serverMs), postgres: per(postgresTicks * TICK_MS), machine: per(after.machine - before.machine) };
}
