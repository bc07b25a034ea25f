import type { Plugin } from "vite";

/** Vite's table of the files lazy imports preload: `m.f=["assets/a.js","assets/a.css",...]`. */
const FILE_TABLE = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;
/** A lazy import's preload list: indexes into that table. */
const PRELOADS = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * Client build only: lazy imports preload their chunk's JavaScript but no longer its stylesheets.
 * The server links the CSS of every chunk a page may load, joined into one file per group
 * (apps/server's `bundleStyles`), so a stylesheet Vite's preload helper added at run time, under
 * its own name, would fetch the same rules a second time and put them later in the cascade.
 * (Vite's `modulePreload.resolveDependencies` is never handed the CSS files, so this edits the
 * preload lists Vite wrote.)
 */
export function omitLazyCss(): Plugin {
  return {
    name: "quorum:omit-lazy-css",
    apply: (_config, env) => env.command === "build" && env.isSsrBuild !== true,
    generateBundle: {
      // After Vite's own generateBundle has written the preload lists.
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          const table = FILE_TABLE.exec(chunk.code);
          if (!table?.[1]) continue;
          const files = JSON.parse(table[1]) as string[];
          // The table without its stylesheets, and each old index's new one.
          const kept = files.filter((file) => !file.endsWith(".css"));
          const newIndex = new Map(kept.map((file) => [files.indexOf(file), kept.indexOf(file)]));
          chunk.code = chunk.code.replace(table[0], `m.f||(m.f=${JSON.stringify(kept)})`).replace(PRELOADS, (_call, indexes: string) => {
            const js = indexes
              .split(",")
              .filter((index) => newIndex.has(Number(index)))
              .map((index) => newIndex.get(Number(index)));
            return `__vite__mapDeps([${js.join(",")}])`;
          });
        }
      },
    },
  };
}
