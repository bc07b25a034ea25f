import type { Plugin } from "vite";

/** Vite's table of the files lazy imports preload: `m.f=["assets/a.js",...]`. */
const FILE_TABLE = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;
/** A lazy import's preload list: indexes into that table. */
const PRELOADS = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * Client build only: a lazy import no longer lists, for preloading, the chunks its own chunk
 * imports statically (and what those import): they have run before any of its code does. Vite
 * leaves them in, so every `load` of an add-on's descriptor named the shell's chunks again —
 * a sixth of the forum's descriptor (budget 2 kB gzip, tooling/bench) was such lists.
 */
export function omitLoadedPreloads(): Plugin {
  return {
    name: "quorum:omit-loaded-preloads",
    apply: (_config, env) => env.command === "build" && env.isSsrBuild !== true,
    generateBundle: {
      // After Vite's own generateBundle has written the preload lists.
      order: "post",
      handler(_options, bundle) {
        const closure = (fileName: string, into: Set<string>): Set<string> => {
          const chunk = bundle[fileName];
          if (into.has(fileName) || chunk?.type !== "chunk") return into;
          into.add(fileName);
          for (const next of chunk.imports) closure(next, into);
          return into;
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          const table = FILE_TABLE.exec(chunk.code);
          if (!table?.[1]) continue;
          const loaded = new Set<string>();
          for (const imported of chunk.imports) closure(imported, loaded);
          const files = JSON.parse(table[1]) as string[];
          const kept = files.filter((file) => !loaded.has(file));
          if (kept.length === files.length) continue;
          const newIndex = new Map(kept.map((file) => [files.indexOf(file), kept.indexOf(file)]));
          chunk.code = chunk.code.replace(table[0], `m.f||(m.f=${JSON.stringify(kept)})`).replace(PRELOADS, (_call, indexes: string) => {
            const left = indexes
              .split(",")
              .filter((index) => newIndex.has(Number(index)))
              .map((index) => newIndex.get(Number(index)));
            return `__vite__mapDeps([${left.join(",")}])`;
          });
        }
      },
    },
  };
}
