/** Latency figures of one scenario (ms). */
export interface LatencyRow {
  name: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN).toFixed(1));
}

/**
 * `connections` clients, each sending the next of `urls` (in turn) as soon as its last answer is
 * read, for `seconds` after `warmupSeconds` unmeasured; every latency kept, so p95 is exact
 * (autocannon reports p90 and p97.5, not p95).
 */
export async function loadPaths(
  name: string,
  urls: readonly string[],
  options: { connections: number; seconds: number; warmupSeconds: number; headers?: Record<string, string> },
): Promise<LatencyRow> {
  let next = 0;
  const run = async (seconds: number, keep: number[] | null) => {
    let non2xx = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < until) {
          const url = urls[next++ % urls.length] as string;
          const started = performance.now();
          const response = await fetch(url, { headers: options.headers ?? {} });
          await response.arrayBuffer();
          keep?.push(performance.now() - started);
          if (response.status < 200 || response.status > 299) non2xx++;
        }
      }),
    );
    return non2xx;
  };
  if (options.warmupSeconds > 0) await run(options.warmupSeconds, null);
  const latencies: number[] = [];
  const non2xx = await run(options.seconds, latencies);
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / options.seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx,
  };
}
