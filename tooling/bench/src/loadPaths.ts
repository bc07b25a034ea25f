import autocannon from "autocannon";
import { cpuPerRequest, sampleCpu } from "./sampleCpu.ts";

/** Latency figures of one scenario (ms), and what a request cost the machine when the site's pid was given. */
export interface LatencyRow {
  name: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** CPU ms per request: the site's processes, PostgreSQL's (0 on PGlite, which runs inside the site), the whole machine. */
  serverCpuMs?: number;
  postgresCpuMs?: number;
  machineCpuMs?: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN).toFixed(1));
}

/**
 * A browser's Accept-Encoding, so the site compresses as it does for people. autocannon reads the
 * bytes without inflating them: the load generator shares the machine with the site, and
 * undici's fetch (the first version of this file) spent ~1.3 ms of CPU per search answer doing so
 * — a quarter of the two cores at 400 req/s, taken from the site it measured.
 */
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };

/**
 * `connections` clients, each sending the next of `urls` (all on one origin, in turn) as soon as
 * its last answer is read, for `seconds` after `warmupSeconds` unmeasured. Every latency is kept,
 * so p95 is exact (autocannon's own summary has p90 and p97.5, not p95). With `serverPid`, the CPU
 * each request cost the site, PostgreSQL and the machine (`sampleCpu`).
 */
export async function loadPaths(
  name: string,
  urls: readonly string[],
  options: { connections: number; seconds: number; warmupSeconds: number; headers?: Record<string, string>; serverPid?: number },
): Promise<LatencyRow> {
  const [first] = urls;
  if (!first) throw new Error("loadPaths needs at least one URL");
  const origin = new URL(first).origin;
  const requests = urls.map((url) => {
    const parsed = new URL(url);
    if (parsed.origin !== origin) throw new Error(`${url} is not on ${origin}`);
    return { method: "GET" as const, path: `${parsed.pathname}${parsed.search}` };
  });
  const base = { url: origin, connections: options.connections, requests, headers: { ...BROWSER_HEADERS, ...options.headers } };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });

  const latencies: number[] = [];
  let non2xx = 0;
  const before = options.serverPid === undefined ? null : sampleCpu(options.serverPid);
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ ...base, duration: options.seconds }, (error) => (error ? reject(error) : resolve()));
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) non2xx++;
    });
  });
  const cpu = before && options.serverPid !== undefined ? cpuPerRequest(before, sampleCpu(options.serverPid), latencies.length) : null;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / options.seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx,
    ...(cpu ? { serverCpuMs: cpu.server, postgresCpuMs: cpu.postgres, machineCpuMs: cpu.machine } : {}),
  };
}
