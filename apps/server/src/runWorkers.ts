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
/** A worker that died is replaced after this pause (not at once: a crash loop would spin). */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary process of a site run as several processes: forks `count` workers (this same
 * script, which serves when `cluster.isWorker`), which share the listening port, and resolves once
 * all listen. It relays each worker's `CACHES_CHANGED` to the others, and replaces a worker that
 * dies once the site is up. A worker that fails before it listens fails the start.
 */
export async function runWorkers(count: number, env: NodeJS.ProcessEnv): Promise<Workers> {
  let stopping = false;
  let started = false;

  const relay = (from: Worker) => (message: unknown) => {
    if (!isCachesChanged(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from && worker.isConnected()) worker.send({ type: CACHES_CHANGED });
  };
  const fork = () => {
    const worker = cluster.fork(env);
    worker.on("message", relay(worker));
    return worker;
  };

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

  cluster.on("exit", (_worker, code, signal) => {
    if (stopping || !started) return;
    console.error(`A worker stopped (${signal ?? `exit code ${code}`}); starting another.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  return {
    async stop() {
      stopping = true;
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
