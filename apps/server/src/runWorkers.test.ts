import cluster from "node:cluster";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runWorkers, type Workers } from "./runWorkers";

const port = 3400 + Math.floor(Math.random() * 500);
const file = join(mkdtempSync(join(tmpdir(), "quorum-workers-")), "value");
let workers: Workers;

async function get(path = "/"): Promise<{ value: string; pid: number }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return (await response.json()) as { value: string; pid: number };
}

async function pidsSeen(): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < 20; i++) pids.add((await get()).pid);
  return pids;
}

beforeAll(async () => {
  writeFileSync(file, "first");
  cluster.setupPrimary({ exec: fileURLToPath(new URL("./runWorkers.fixture.mjs", import.meta.url)), args: [] });
  workers = await runWorkers(2, { PORT: String(port), FIXTURE_FILE: file });
});
afterAll(() => workers.stop());

it("serves one port from every worker", async () => {
  expect((await pidsSeen()).size).toBe(2);
});

it("relays one worker's change to the others, so every answer after it has it", async () => {
  await fetch(`http://127.0.0.1:${port}/`, { method: "PUT", body: "second" });
  await new Promise((r) => setTimeout(r, 100));
  const values = new Set<string>();
  for (let i = 0; i < 20; i++) values.add((await get()).value);
  expect([...values]).toEqual(["second"]);
});

it("replaces a worker that dies", async () => {
  const before = await pidsSeen();
  await get("/crash").catch(() => undefined);
  await new Promise((r) => setTimeout(r, 2500));
  const after = await pidsSeen();
  expect(after.size).toBe(2);
  expect([...after].filter((pid) => !before.has(pid))).toHaveLength(1);
});

it("stops every worker", async () => {
  const pids = [...(await pidsSeen())];
  await workers.stop();
  const alive = pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
  expect(alive).toEqual([]);
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
});
