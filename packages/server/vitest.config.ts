import { defineConfig } from "vitest/config";

// PGlite takes ~2 s to open and more under parallel load: generous timeouts, one database per file.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
