// A stand-in for `quorum start` on PostgreSQL in runWorkers.outage.test.ts: this process is the
// primary (run by the test as a child process, so that whether it stays alive is seen), forking
// runWorkers.fixture.mjs as its workers with a short restart pause.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { runWorkers } from "./runWorkers.ts";

cluster.setupPrimary({ exec: fileURLToPath(new URL("./runWorkers.fixture.mjs", import.meta.url)), args: [] });
const workers = await runWorkers(Number(process.env.FIXTURE_WORKERS ?? 1), process.env, { restartDelay: () => 50 });
process.send?.("started");
process.on("SIGTERM", () => void workers.stop().then(() => process.exit(0)));
