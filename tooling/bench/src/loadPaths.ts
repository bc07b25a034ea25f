import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cpuPerRequest, sampleCpu } from "./sampleCpu.ts";

/** Latency figures of one scenario (ms), and what a request cost the machine when the site's pid was given. */
export interface LatencyRow {
  name: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers with a status of 400 or more (what wrk counts as errors of status). */
  non2xx: number;
  /** CPU ms per request: the site's processes, PostgreSQL's (0 on PGlite, which runs inside the site), the whole machine. */
  serverCpuMs?: number;
  postgresCpuMs?: number;
  machineCpuMs?: number;
}

/**
 * A browser's Accept-Encoding, so the site compresses as it does for people. The load generator
 * reads the bytes without inflating them: it shares the machine with the site.
 */
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };

/** A Lua string literal: the paths and headers are ASCII (URLs are percent-encoded), so JSON's quoting is Lua's. */
function luaString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not printable ASCII: ${text}`);
  return JSON.stringify(text);
}

/**
 * wrk's script: each connection sends the next of the paths in turn; at the end one JSON line
 * with the count, the non-2xx answers and the percentiles (wrk keeps every latency to the
 * microsecond, so p95 is exact).
 */
function wrkScript(paths: readonly string[], headers: Record<string, string>): string {
  return `local paths = { ${paths.map(luaString).join(", ")} }
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
  .join("\n")}
local turn = 0
request = function()
  turn = turn % #paths + 1
  return wrk.format("GET", paths[turn])
end
done = function(summary, latency)
  io.write(string.format('{"requests":%d,"non2xx":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, summary.errors.status,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;
}

interface WrkSummary {
  requests: number;
  non2xx: number;
  errors: number;
  /** Microseconds. */
  p50: number;
  p95: number;
  p99: number;
}

function runWrk(origin: string, script: string, connections: number, seconds: number): Promise<WrkSummary> {
  return new Promise((resolve, reject) => {
    // One thread: its event loop keeps 16–64 connections busy at a fraction of a core.
    const child = spawn("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, origin], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error("the load benchmarks need wrk (Debian: apt-get install wrk)") : error),
    );
    child.on("exit", (code) => {
      const line = output.split("\n").find((text) => text.startsWith('{"requests"'));
      if (code !== 0 || !line) reject(new Error(`wrk exited ${code}: ${output}`));
      else resolve(JSON.parse(line) as WrkSummary);
    });
  });
}

/**
 * `connections` clients, each sending the next of `urls` (all on one origin, in turn) as soon as
 * its last answer is read, for `seconds` after `warmupSeconds` unmeasured. With `serverPid`, the
 * CPU each request cost the site, PostgreSQL and the machine (`sampleCpu`).
 *
 * The clients are wrk's, not Node's: on a 2-core machine the load generator takes its CPU from
 * the site it measures. autocannon (this file's second version) cost ~0.4 ms of CPU per request,
 * wrk 0.06–0.08: a search that finds nothing went from 1,735 req/s to 2,200–3,100.
 */
export async function loadPaths(
  name: string,
  urls: readonly string[],
  options: { connections: number; seconds: number; warmupSeconds: number; headers?: Record<string, string>; serverPid?: number },
): Promise<LatencyRow> {
  const [first] = urls;
  if (!first) throw new Error("loadPaths needs at least one URL");
  const origin = new URL(first).origin;
  const paths = urls.map((url) => {
    const parsed = new URL(url);
    if (parsed.origin !== origin) throw new Error(`${url} is not on ${origin}`);
    return `${parsed.pathname}${parsed.search}`;
  });
  const dir = mkdtempSync(join(tmpdir(), "quorum-wrk-"));
  try {
    const script = join(dir, "paths.lua");
    writeFileSync(script, wrkScript(paths, { ...BROWSER_HEADERS, ...options.headers }));
    if (options.warmupSeconds > 0) await runWrk(origin, script, options.connections, options.warmupSeconds);

    const before = options.serverPid === undefined ? null : sampleCpu(options.serverPid);
    const summary = await runWrk(origin, script, options.connections, options.seconds);
    if (summary.errors > 0) throw new Error(`${name}: ${summary.errors} requests failed (connect, read, write or timeout)`);
    const cpu = before && options.serverPid !== undefined ? cpuPerRequest(before, sampleCpu(options.serverPid), summary.requests) : null;
    const ms = (microseconds: number) => Number((microseconds / 1000).toFixed(1));
    return {
      name,
      requests: summary.requests,
      reqPerSec: Math.round(summary.requests / options.seconds),
      p50: ms(summary.p50),
      p95: ms(summary.p95),
      p99: ms(summary.p99),
      non2xx: summary.non2xx,
      ...(cpu ? { serverCpuMs: cpu.server, postgresCpuMs: cpu.postgres, machineCpuMs: cpu.machine } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
