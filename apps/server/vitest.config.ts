import { defineConfig } from "vitest/config";

// PGlite takes ~2 s to open (more on a loaded machine): generous timeouts.
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
