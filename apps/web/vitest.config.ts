import { fileURLToPath } from "node:url";
import { quorumAddonsVite } from "@quorum/addon-tools";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), quorumAddonsVite({ siteDir: fileURLToPath(new URL("../server", import.meta.url)) })],
  test: { environment: "node", include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"], testTimeout: 120_000 },
});
