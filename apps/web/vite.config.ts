import { fileURLToPath } from "node:url";
import { quorumAddonsVite } from "@quorum/addon-tools";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { cjsExportsAsValues } from "./build/cjsExportsAsValues";

/**
 * @quorum/api builds its TypeBox request schemas at module level. The web app uses none of them,
 * but the calls count as side effects, so without this TypeBox ships to the browser (~25 kB).
 */
const apiIsPure = { moduleSideEffects: (id: string) => !/[\\/](packages[\\/]api[\\/]src|@sinclair[\\/]typebox)[\\/]/.test(id) };

/**
 * The site whose installed add-ons the shell's lazy map lists (its package.json dependencies):
 * apps/server by default, another directory with QUORUM_SITE_DIR.
 */
const siteDir = process.env.QUORUM_SITE_DIR ?? fileURLToPath(new URL("../server", import.meta.url));

/**
 * Two builds of one app:
 * - client (`vite build`): src/entry-client.tsx -> dist/client, with .vite/manifest.json so the
 *   server can name the entry's script and styles; every widget is its own lazy chunk.
 * - server (`vite build --ssr`): src/entry-server.tsx -> dist/server/entry-server.js, one file
 *   with every dependency bundled in (`ssr.noExternal`), so plain Node imports it with nothing
 *   else installed; React's production build is fixed in (it would otherwise follow NODE_ENV).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // cjsExportsAsValues applies to the server build only (React's exports as values, not getters).
  plugins: [react(), vanillaExtractPlugin(), quorumAddonsVite({ siteDir }), cjsExportsAsValues()],
  // Add-ons installed from tarballs resolve their peers from their own folders: one copy each.
  resolve: { dedupe: ["react", "react-dom", "@tanstack/react-query", "react-router"] },
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  build: isSsrBuild
    ? {
        outDir: "dist/server",
        emptyOutDir: true,
        rollupOptions: {
          input: "src/entry-server.tsx",
          treeshake: apiIsPure,
          // Nothing to lazy-load on a server: the widgets' dynamic imports are inlined.
          output: { entryFileNames: "entry-server.js", codeSplitting: false },
        },
      }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: "src/entry-client.tsx", treeshake: apiIsPure },
      },
}));
