import { discoverAddons } from "./discoverAddons.js";

/** The id the shell imports its add-on map from. */
export const CLIENT_MODULE = "virtual:quorum-addons";
/** The id the site's server imports the installed server halves from. */
export const SERVER_MODULE = "virtual:quorum-server-addons";

/**
 * Source of the client map: one lazy import per add-on with a client half, so the browser fetches
 * a descriptor only when the server reports the add-on enabled. `addonSources` names each
 * descriptor's source file (relative to `root`, as Vite's manifest keys it) for modulepreload.
 */
export function clientModuleSource(siteDir, root) {
  const addons = discoverAddons(siteDir).filter((addon) => addon.client);
  const loaders = addons.map((a) => `  ${JSON.stringify(a.key)}: () => import(${JSON.stringify(a.client)}),`);
  const sources = addons.map((a) => `  ${JSON.stringify(a.key)}: ${JSON.stringify(relativeTo(root, a.client))},`);
  return [`export const addonLoaders = {`, ...loaders, `};`, `export const addonSources = {`, ...sources, `};`].join("\n");
}

/** Source of the server list: every installed server half, in discovery order. */
export function serverModuleSource(siteDir) {
  const addons = discoverAddons(siteDir).filter((addon) => addon.server);
  return [
    ...addons.map((a, i) => `import addon${i} from ${JSON.stringify(a.server)};`),
    `export const installedAddons = [${addons.map((_, i) => `addon${i}`).join(", ")}];`,
  ].join("\n");
}

function relativeTo(root, file) {
  const from = root.replace(/\\/g, "/").replace(/\/$/, "").split("/");
  const to = file.replace(/\\/g, "/").split("/");
  let common = 0;
  while (common < from.length && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => ".."), ...to.slice(common)].join("/");
}
