import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects: the document format (isomorphic, and what servers run) in Node, where a stray
// browser-only call fails; the React editor in jsdom with compiled styles.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: {
          name: "document",
          environment: "node",
          include: ["src/*.test.ts"],
        },
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
