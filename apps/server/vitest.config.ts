import { fileURLToPath } from "node:url";
import { quorumAddonsVite } from "@quorum/addon-tools";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// PGlite takes ~2 s to open (more on a loaded machine): generous timeouts.
export default defineConfig({
  // `virtual:quorum-server-addons`: this site's installed add-ons, as the built CLI has them;
  // `virtual:quorum-addons` and the JSX and styles plugins: the web app's server render from its
  // sources (addonCombinations renders real pages), as apps/web's own tests load it.
  plugins: [react(), vanillaExtractPlugin(), quorumAddonsVite({ siteDir: fileURLToPath(new URL(".", import.meta.url)) })],
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
