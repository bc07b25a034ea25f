import { join } from "node:path";
import { CLIENT_MODULE, SERVER_MODULE, clientModuleSource, serverModuleSource } from "./addonModules.js";

/**
 * Vite plugin serving the site's add-on modules (`virtual:quorum-addons` for the shell,
 * `virtual:quorum-server-addons` for server code under vitest). Re-read on every build, so
 * installing an add-on needs a build and nothing else; switching one on or off needs neither.
 *
 * @param {{ siteDir: string }} options
 */
export function quorumAddonsVite({ siteDir }) {
  let root = process.cwd();
  return {
    name: "quorum-addons",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === CLIENT_MODULE || id === SERVER_MODULE) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${CLIENT_MODULE}`) return clientModuleSource(siteDir, root);
      if (id === `\0${SERVER_MODULE}`) return serverModuleSource(siteDir);
      return undefined;
    },
    configureServer(server) {
      // A newly installed add-on shows up after a restart of the dev server.
      server.watcher.add(join(siteDir, "package.json"));
    },
  };
}
