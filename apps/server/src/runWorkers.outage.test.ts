import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { restartDelay } from "./runWorkers";

// The primary runs in a child process of its own here (runWorkers.test.ts runs it in the test's),
// so that it exiting — what the site's primary did once every worker died while the database was
// away (issue 12) — is seen.
const port = 3900 + Math.floor(Math.random() * 90);
const file = join(mkdtempSync(join(tmpdir(), "quorum-outage-")), "value");
let primary: ChildProcess | undefined;
afterAll(() => primary?.kill("SIGTERM"));

/** Resolves with the first answer of the site, asking until one comes (workers start and stop meanwhile). */
async function answer(): Promise<{ pid: number }> {
  for (;;) {
    try {
      return (await (await fetch(`http://127.0.0.1:${port}/`)).json()) as { pid: number };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

it("pauses longer for each replacement in a row that dies before it listens, up to 5 s, and never gives up", () => {
  expect([0, 1, 2, 3, 4, 50].map(restartDelay)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
});

it("stays alive while replacements die (the database away) and serves again once one starts", async () => {
  writeFileSync(file, "first");
  const child = fork(fileURLToPath(new URL("./runWorkers.primary.fixture.mjs", import.meta.url)), [], {
    env: { ...process.env, PORT: String(port), FIXTURE_FILE: file },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  primary = child;
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the primary exited (${code}) before it started`)));
  });
  const first = await answer();

  // The database goes away: the worker dies, and every replacement dies as it starts.
  writeFileSync(`${file}.down`, "");
  let stops = 0;
  const fiveStops = new Promise<void>((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      stops += (chunk.toString().match(/A worker stopped/g) ?? []).length;
      if (stops >= 5) resolve();
    });
    child.once("exit", (code, signal) => reject(new Error(`the primary exited (${signal ?? code}) after ${stops} workers stopped`)));
  });
  await fetch(`http://127.0.0.1:${port}/crash`).catch(() => undefined);
  await fiveStops;
  expect(child.exitCode).toBeNull();
  expect(child.signalCode).toBeNull();

  // The database is back: the next replacement serves.
  rmSync(`${file}.down`);
  const after = await answer();
  expect(after.pid).not.toBe(first.pid);
  expect(child.exitCode).toBeNull();
});
