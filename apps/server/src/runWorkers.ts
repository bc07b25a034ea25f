import cluster, { type Worker } from "node:cluster";

/** The message a worker sends when it changed shared state other workers keep in memory. */
export const CACHES_CHANGED = "quorum:caches-changed";

export function isCachesChanged(message: unknown): boolean {
  return typeof message === "object" && message !== null && (message as { type?: unknown }).type === CACHES_CHANGED;
}

export interface Workers {
  /** Stops every worker (each closes its server and database) and resolves when all have exited. */
  stop(): Promise<void>;
}

/** How long a stopping worker may take to finish its requests before it is killed. */
const STOP_GRACE_MS = 10_000;
export interface RunWorkersOptions {
  /** The pause before replacing a worker, given how many replacements in a row died before listening (`restartDelay`). */
  restartDelay?: (failures: number) => number;
}

/**
 * The pause before the next replacement of a dead worker: 1 s, then doubling for each replacement
 * in a row that died before it listened (the database still away): 2 s, 4 s, then 5 s — never giving up, so
 * the site serves again within seconds of the database returning.
 */
export function restartDelay(failures: number): number {
  return Math.min(1_000 * 2 ** failures, 5_000);
}

/**
 * The primary process of a site run as several processes: forks `count` workers (this same
 * script, which serves when `cluster.isWorker`), which share the listening port, and resolves once
 * all listen. It relays each worker's `CACHES_CHANGED` to the others, and replaces a worker that
 * dies once the site is up — for as long as it runs, with a growing pause while replacements die
 * too (a worker cannot start while the database is away). A worker that fails before it listens
 * fails the start.
 */
export async function runWorkers(count: number, env: NodeJS.ProcessEnv, options: RunWorkersOptions = {}): Promise<Workers> {
  const delayFor = options.restartDelay ?? restartDelay;
  let stopping = false;
  let started = false;
  /** Replacements in a row that died before they listened. */
  let failures = 0;
  /** Replacements waiting for their pause: they keep this process alive even when no worker is. */
  const pending = new Set<NodeJS.Timeout>();

  const relay = (from: Worker) => (message: unknown) => {
    if (!isCachesChanged(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from && worker.isConnected()) worker.send({ type: CACHES_CHANGED });
  };
  const fork = () => {
    const worker = cluster.fork(env);
    worker.on("message", relay(worker));
    return worker;
  };

  const listened = new WeakSet<Worker>();
  cluster.on("listening", (worker) => {
    listened.add(worker);
    failures = 0;
  });

  const all = Array.from({ length: count }, fork);
  try {
    await Promise.all(
      all.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.once("listening", () => resolve());
            worker.once("exit", (code, signal) => reject(new Error(`A worker stopped (${signal ?? `exit code ${code}`}) before it listened.`)));
          }),
      ),
    );
  } catch (error) {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
    throw error;
  }
  started = true;

  cluster.on("exit", (worker, code, signal) => {
    if (stopping || !started) return;
    // A replacement that never listened counts towards the pause; one that served resets it.
    if (!listened.has(worker)) failures++;
    const delay = delayFor(failures);
    console.error(`A worker stopped (${signal ?? `exit code ${code}`}); starting another in ${(delay / 1000).toFixed(1)} s.`);
    // Not unref'd: with every worker dead, this timer is what keeps the primary alive to start them again.
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork();
    }, delay);
    pending.add(timer);
  });

  return {
    async stop() {
      stopping = true;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const kill = setTimeout(() => worker.process.kill("SIGKILL"), STOP_GRACE_MS);
              worker.once("exit", () => {
                clearTimeout(kill);
                resolve();
              });
              // Ctrl-C in a terminal reaches the workers too; a signal from elsewhere only this process.
              worker.process.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}
