import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects because the halves run in different worlds: the server half against a real PGlite
// database in Node, the client half rendering React into jsdom. Core's components are compiled
// from their sources here, styles included, hence the vanilla-extract plugin. PGlite takes ~2 s
// to open, so timeouts are generous.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: { name: "server", environment: "node", include: ["src/server/**/*.test.ts"] },
      },
      {
        extends: true,
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: "client",
          environment: "jsdom",
          include: ["src/client/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/client/testing/setup.ts"],
        },
      },
    ],
  },
});
