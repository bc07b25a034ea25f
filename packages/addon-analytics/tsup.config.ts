import { defineConfig } from "tsup";

// The standalone build (`pnpm --filter @quorum/addon-analytics build`), for publishing: one build per
// half. Quorum packages and React are peer dependencies, so they stay external and the site
// supplies its single copy. In this repository the site consumes the TypeScript sources instead
// (the `exports` above `publishConfig`), so this build only proves the package stands alone.
export default defineConfig([
  {
    entry: { index: "src/client/index.ts" },
    outDir: "dist/client",
    format: ["esm"],
    platform: "browser",
    target: "es2022",
    // Each `load: () => import(...)` stays a chunk of its own.
    splitting: true,
    dts: true,
    clean: true,
  },
  {
    entry: { index: "src/server/index.ts", rollups: "src/server/services/rebuildRollups.ts" },
    outDir: "dist/server",
    format: ["esm"],
    platform: "node",
    target: "node20",
    dts: true,
    clean: true,
  },
]);
