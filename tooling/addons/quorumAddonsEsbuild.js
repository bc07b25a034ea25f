import { SERVER_MODULE, serverModuleSource } from "./addonModules.js";

/**
 * esbuild plugin (for tsup) providing `virtual:quorum-server-addons`: the server halves of the
 * site's installed add-ons, bundled into the site so they share its single copy of @quorum/server.
 *
 * @param {{ siteDir: string }} options
 */
export function quorumAddonsEsbuild({ siteDir }) {
  return {
    name: "quorum-server-addons",
    setup(build) {
      build.onResolve({ filter: /^virtual:quorum-server-addons$/ }, () => ({ path: SERVER_MODULE, namespace: "quorum-addons" }));
      build.onLoad({ filter: /.*/, namespace: "quorum-addons" }, () => ({ contents: serverModuleSource(siteDir), loader: "js", resolveDir: siteDir }));
    },
  };
}
