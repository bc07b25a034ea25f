import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, test } from "node:test";

const BIN = fileURLToPath(new URL("../bin.js", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "quorum-create-addon-bin-"));
after(() => rmSync(root, { recursive: true, force: true }));

/** Runs the command as a person would, from `cwd`, on the Node running the tests. */
const run = (/** @type {string[]} */ args, cwd = root) =>
  spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", env: { ...process.env, INIT_CWD: cwd } });

test("writes an add-on where --dir says and tells what to do next", () => {
  const result = run(["shop-window", "--dir", "out/shop-window"]);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^Created shop-window \(add-on key "shop-window"\) in out\/shop-window: 26 files\./);
  assert.match(result.stdout, /pnpm --filter shop-window test/);
  assert.ok(existsSync(join(root, "out", "shop-window", "src", "client", "ShopWindowWidget.tsx")));
});

test("explains a bad name and exits 1 without writing anything", () => {
  const result = run(["Shop Window", "--dir", "out/bad"]);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /"Shop Window" cannot be an add-on key/);
  assert.match(result.stderr, /Usage: create-addon <name>/);
  assert.equal(existsSync(join(root, "out", "bad")), false);
});

test("prints its usage for --help", () => {
  const result = run(["--help"]);
  assert.equal(result.status, 0);
  assert.match(result.stdout, /^Usage: create-addon <name> \[--package <npm name>\] \[--dir <path>\]/);
});
