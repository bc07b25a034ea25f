import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects, as in the forum: the server half against a real PGlite database in Node, the
// client half rendering React into jsdom with compiled styles. PGlite takes ~2 s to open.
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
