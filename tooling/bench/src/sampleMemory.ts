import { readFileSync } from "node:fs";

/** Resident memory of a process in MiB, read from /proc (Linux). */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Samples a process's memory every 200 ms until stopped; answers the peak. */
export function watchPeakMemory(pid: number): () => number {
  let peak = residentMiB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentMiB(pid));
    } catch {
      // the process ended
    }
  }, 200);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
