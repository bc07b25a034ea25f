import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "@quorum/bench";
import { fileURLToPath } from "node:url";

const port = Number(process.env.E2E_PORT ?? 3123);
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = fileURLToPath(new URL("./.data", import.meta.url));

/** Every demo account gets this password in the end-to-end site (never used outside tests). */
export const DEMO_PASSWORD = "e2e-demo-password";

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./tests/liftRegistrationLimit.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunch,
  },
  webServer: {
    // A fresh embedded database each run: the site seeds its demo content with a known password.
    command: `rm -rf "${dataDir}" && node "${repoRoot}apps/server/dist/cli.js" start`,
    url: `http://localhost:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      QUORUM_DATA_DIR: dataDir,
      QUORUM_DEMO_PASSWORD: DEMO_PASSWORD,
      DATABASE_URL: "",
    },
  },
});
