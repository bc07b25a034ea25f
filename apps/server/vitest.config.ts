import { fileURLToPath } from "node:url";
import { quorumAddonsVite } from "@quorum/addon-tools";
import { defineConfig } from "vitest/config";

// PGlite takes ~2 s to open (more on a loaded machine): generous timeouts.
export default defineConfig({
  // `virtual:quorum-server-addons`: this site's installed add-ons, as the built CLI has them.
  plugins: [quorumAddonsVite({ siteDir: fileURLToPath(new URL(".", import.meta.url)) })],
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
