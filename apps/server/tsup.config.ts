import { fileURLToPath } from "node:url";
import { quorumAddonsEsbuild } from "@quorum/addon-tools";
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
  // The server halves of this site's installed add-ons (its package.json dependencies) are bundled
  // in too, third-party ones included, so they share the site's one copy of @quorum/server.
  esbuildPlugins: [quorumAddonsEsbuild({ siteDir: fileURLToPath(new URL(".", import.meta.url)) })],
  banner: {
    js: [
      "#!/usr/bin/env node",
      'import { createRequire as __quorumCreateRequire } from "node:module";',
      "const require = __quorumCreateRequire(import.meta.url);",
    ].join("\n"),
  },
});
