import type { AddonContributions } from "@quorum/server";

// Hooks are handed the database and the viewer but not the site's add-ons, which the points
// criterion needs (`userPoints` sums the enabled points sources). The server half learns them when
// its routes are mounted; one site per process, as the site server runs. Before that: no sources.
let current: AddonContributions = { hooks: () => [] };

/** Remembers the site's add-on registry (called from `routes`). */
export function rememberSiteAddons(addons: AddonContributions): void {
  current = addons;
}

/** The site's enabled add-ons' contributions, for `userPoints`. */
export function siteAddons(): AddonContributions {
  return current;
}
