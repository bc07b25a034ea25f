import { defineConfig } from "tsup";

// Workspace packages export TypeScript sources, so they are bundled in. This app's own dependencies
// stay external (native and wasm packages among them); anything else a workspace package pulls in is
// bundled, and the `require` shim lets bundled CommonJS code load Node built-ins from ESM.
export default defineConfig({
  entry: { cli: "src/cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node22",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@quorum\//],
  banner: {
    js: ['#!/usr/bin/env node', 'import { createRequire as __quorumCreateRequire } from "node:module";', "const require = __quorumCreateRequire(import.meta.url);"].join("\n"),
  },
});
