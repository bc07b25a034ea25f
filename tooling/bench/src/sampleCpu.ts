import { readdirSync, readFileSync } from "node:fs";

/** CPU time (user + system) in ms, read from /proc (Linux): of one process, of PostgreSQL's, of the whole machine. */
export interface CpuSample {
  server: number;
  postgres: number;
  machine: number;
}

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

function processTicks(pid: number | string): number {
  // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

/** Every local PostgreSQL process (postmaster, backends, background workers). */
function postgresTicks(): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") ticks += processTicks(entry);
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
  return { server: processTicks(serverPid) * TICK_MS, postgres: postgresTicks() * TICK_MS, machine: machineTicks() * TICK_MS };
}

/**
 * CPU ms per request between two samples. On a shared machine req/s moves with the neighbours'
 * load; CPU per request much less, so before/after comparisons use these.
 */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuSample {
  const per = (key: keyof CpuSample) => Math.round(((after[key] - before[key]) / Math.max(1, requests)) * 1000) / 1000;
  return { server: per("server"), postgres: per("postgres"), machine: per("machine") };
}
