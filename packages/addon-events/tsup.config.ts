import { defineConfig } from "tsup";

// Two builds, one per half: the client half for browsers (Vite bundles it again into the site's
// shell, keeping each `load: () => import(...)` a chunk of its own), the server half for Node.
// The Quorum packages and React are peer dependencies, so tsup leaves them external: the site
// supplies its single copy of each.
export default defineConfig([
  {
    entry: { index: "src/client/index.ts" },
    outDir: "dist/client",
    format: ["esm"],
    platform: "browser",
    target: "es2022",
    splitting: true,
    dts: true,
    clean: true,
  },
  {
    entry: { index: "src/server/index.ts" },
    outDir: "dist/server",
    format: ["esm"],
    platform: "node",
    target: "node20",
    dts: true,
    clean: true,
  },
]);
