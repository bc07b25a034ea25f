import type { Plugin } from "vite";

/** The getter Rolldown's `__copyProps` (CommonJS interop, `__toESM`) gives each export of a bundled CommonJS module. */
const GETTER = "get: ((k) => from[k]).bind(null, key),";

/**
 * Server build only: bundled CommonJS modules (React, react-dom) are read through a bound getter
 * per export, so every `useState`, `useContext` or `createElement` call of a server render pays a
 * function call — about a fifth of a discussion page's render. Their exports never change once
 * loaded (`__toESM` runs after the module's `require` has finished), so `__toESM` copies them as
 * values here. The browser build keeps the getters: there the cost is spread over interactions and
 * the bundle is Vite's default. Refuses to build if Rolldown changes that helper (or starts using
 * `__toCommonJS`, whose live bindings a snapshot would break), so this is looked at again rather
 * than silently lost.
 */
export function cjsExportsAsValues(): Plugin {
  return {
    name: "quorum:cjs-exports-as-values",
    apply: (_config, env) => env.command === "build" && env.isSsrBuild === true,
    renderChunk(code) {
      if (!code.includes("var __toESM =")) return null;
      if (!code.includes(GETTER) || code.includes("__toCommonJS(")) {
        throw new Error("quorum:cjs-exports-as-values: Rolldown's CommonJS interop helper changed; review this plugin.");
      }
      // Same line count: the chunk's source map (null = unchanged) stays valid.
      return { code: code.replace(GETTER, "value: from[key],"), map: null };
    },
  };
}
