// Ambient types of the modules the plugins generate; reference with
// `/// <reference types="@quorum/addon-tools/virtual" />`.
declare module "virtual:quorum-addons" {
  import type { AddonLoader } from "@quorum/core";
  /** Installed add-ons' client descriptors, each behind a dynamic import. */
  export const addonLoaders: Readonly<Record<string, AddonLoader>>;
  /** Each descriptor's source path as Vite's manifest keys it (for modulepreload). */
  export const addonSources: Readonly<Record<string, string>>;
}

declare module "virtual:quorum-server-addons" {
  import type { ServerAddon } from "@quorum/server";
  /** The server halves of the site's installed add-ons, in load order. */
  export const installedAddons: readonly ServerAddon[];
}
