import { fileURLToPath } from "node:url";
import { quorumAddonsVite } from "@quorum/addon-tools";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { cjsExportsAsValues } from "./build/cjsExportsAsValues";
import { omitLazyCss } from "./build/omitLazyCss";
import { omitLoadedPreloads } from "./build/omitLoadedPreloads";
import { precompressAssets } from "./build/precompressAssets";

/**
 * @quorum/api builds its TypeBox request schemas at module level. The web app uses none of them,
 * but the calls count as side effects, so without this TypeBox ships to the browser (~25 kB).
 */
const API = /[\\/](packages[\\/]api[\\/]src|@sinclair[\\/]typebox)[\\/]/;
/**
 * Core's modules that only widgets and their lazy parts use (dialogs, form fields, menus, the
 * pager, dates, tooltips, long runners, the media upload, the user card's trigger on author names and its slot): they have no side effects, so the shell's entry, which
 * reaches them only through core's index, leaves them to the chunks that use them (a guest's
 * discussion page fetches none of them). The rest of core stays side-effectful: marking all of
 * it split it over dozens of small files. Each module listed is a file of its own or joins its
 * users' chunk, and each file lengthens the preload lists in the add-ons' descriptors (2 kB
 * budget): the small ones (the text fields, the avatar the title bar uses) stay in the entry.
 */
const CORE_LEAVES =
  /[\\/]packages[\\/]core[\\/]src[\\/](ui[\\/](Modal|FormModal|ConfirmModal|FormField|Checkbox|ToolTip|Pager|JumpToPage|DropDown|DropDownSection|DropDownItemButton|DropDownItemLink|ClosedDropDown|DateTime)\.tsx|api[\\/](runLongRunner|uploadMedia)\.ts|router[\\/]NavLink\.tsx|users[\\/](UserCardLink\.tsx|coreSlots\.ts))$/;
const apiIsPure = { moduleSideEffects: (id: string) => !API.test(id) && !CORE_LEAVES.test(id) };

/** What the chunk grouping may ask of the module graph (rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** An add-on's client descriptor, whose `load` imports are its widgets and pages. */
const DESCRIPTOR = /[\\/]src[\\/]client[\\/]index\.tsx?$/;

/**
 * How many of the widgets and pages the descriptors load (the descriptors themselves counted as
 * one) reach `id` through static imports alone, counted up to `enough`. What no part reaches is
 * behind a `lazy()` inside one (a member's comment box, a dialog, the bulk tools) and loads only
 * when that renders.
 */
function partsReaching(id: string, graph: ModuleGraph, enough: number, parts = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(id) || parts.size >= enough) return parts;
  seen.add(id);
  if (DESCRIPTOR.test(id)) {
    parts.add("descriptor");
    return parts;
  }
  const info = graph.getModuleInfo(id);
  if (!info) return parts;
  if (info.dynamicImporters.some((importer) => DESCRIPTOR.test(importer))) parts.add(id);
  for (const importer of info.importers) partsReaching(importer, graph, enough, parts, seen);
  return parts;
}

/**
 * The shared chunk of a workspace add-on's client module (packages/<package>/src/client/...):
 * `<package>-shared` for what two or more of its widgets and pages use, `<package>-shared-lazy`
 * for the rest (what lazily loaded parts share, or one widget with them). A page loads the first
 * with its widgets; a guest's discussion page, which renders none of the lazy parts, never
 * fetches the second (the comment box's drafts, the dialogs' helpers).
 */
function addonSharedChunk(id: string, graph: ModuleGraph): string | null {
  const owner = /[\\/]packages[\\/]([\w-]+)[\\/]src[\\/]client[\\/]/.exec(id)?.[1] ?? (PEOPLE.test(id) ? PEOPLE_OWNER : null);
  if (!owner) return null;
  return partsReaching(id, graph, 2).size >= 2 ? `${owner}-shared` : `${owner}-shared-lazy`;
}

/**
 * The framework's people helpers behind every author name: the user card's trigger (a core leaf,
 * above) and the @quorum/api rules and placeholders it reads. A file of their own (they are
 * imported through core's and api's indexes, so the graph cannot tell whose they are) was named
 * in the preload list of every forum widget, in the forum's descriptor (2 kB budget); they join
 * the shared chunk of the forum, the always-on feature whose widgets render the names (the card's
 * own chunk imports them from there: it only opens from a name already on the page).
 */
const PEOPLE = /[\\/]packages[\\/](core[\\/]src[\\/]users[\\/]UserCardLink\.tsx|api[\\/]src[\\/]users[\\/]\w+\.ts)$/;
const PEOPLE_OWNER = "forum";

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
  // cjsExportsAsValues applies to the server build only (React's exports as values, not getters);
  // omitLazyCss and precompressAssets to the client build only.
  plugins: [react(), vanillaExtractPlugin(), quorumAddonsVite({ siteDir }), cjsExportsAsValues(), omitLazyCss(), omitLoadedPreloads(), precompressAssets()],
  // Add-ons installed from tarballs resolve their peers from their own folders: one copy each.
  resolve: { dedupe: ["react", "react-dom", "@tanstack/react-query"] },
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
        // Fonts stay files: inlined into the render-blocking stylesheet (Vite inlines files under
        // 4 kB) each small subset came twice, woff2 and woff, as base64 (21 kB of 48 kB), though
        // a browser fetches only the subsets and format its page uses.
        assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
        // Every browser the site supports has modulepreload. (The shell's entry, which every
        // descriptor imports, is left out of their preload lists by omitLoadedPreloads.)
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: "src/entry-client.tsx",
          treeshake: apiIsPure,
          output: {
            codeSplitting: {
              // First, everything the entry loads statically (`$initial`), as the entry's own
              // chunk. Left to the bundler, the entry's modules that lazy chunks import too (the
              // query cache, the API client, links, the avatar) split by which lazy chunks import
              // them: each new lazy part (the member toolbar, the user card) cut them finer, to 14
              // files on a guest's first load, each gzipped on its own dictionary (4 kB more than
              // one file), though a page loads every one of them. Only the modules themselves:
              // with their imports came everything core's index re-exports, widget-only leaves
              // the entry never uses.
              //
              // Then, per add-on, its modules that two or more of its lazy chunks share, as one
              // chunk rather than a dozen of a few hundred bytes each (a discussion page fetched
              // 36 scripts). Only an add-on's own modules: a disabled add-on's still never load,
              // and its dependencies stay where they were (React in the entry).
              groups: [
                { name: "entry", tags: ["$initial"], includeDependenciesRecursively: false },
                { debugName: "addon-shared", name: addonSharedChunk, minShareCount: 2, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
