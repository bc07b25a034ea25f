import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { join } from "node:path";

export interface RunningSite {
  /** "http://127.0.0.1:<port>" */
  url: string;
  /** Stops the site (SIGTERM, then SIGKILL after 10 s) and waits for it to exit. */
  stop(): Promise<void>;
  /** What the site printed so far (its last 8,000 characters). */
  output(): string;
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * Starts the built site of a checkout (`apps/server/dist/cli.js start`) on a free port with a fresh
 * embedded database in `dataDir` (or the database `env.DATABASE_URL` names), seeded with the demo
 * accounts (password `demoPassword`), and resolves once it answers.
 */
export async function startBuiltSite(checkout: string, dataDir: string, demoPassword: string, env: NodeJS.ProcessEnv = {}): Promise<RunningSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(checkout, "apps", "server", "dist", "cli.js"), "start"], {
    cwd: checkout,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", QUORUM_DATA_DIR: dataDir, QUORUM_DEMO_PASSWORD: demoPassword, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = once(child, "exit");
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/v2/config`)).ok) return { url, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The site did not answer within 120 s:\n${output}`);
}
