import { readFileSync } from "node:fs";
import { processTree } from "./processTree.ts";

/** Resident memory of a process and its children (the site's workers) in MiB, read from /proc (Linux). */
export function residentMiB(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
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
