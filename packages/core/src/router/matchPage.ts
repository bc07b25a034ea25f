import type { LayoutLookup, SiteSectionRef } from "@quorum/api";
import type { AddonRegistry } from "../addons/AddonRegistry";
import { findAddonRoute } from "./findAddonRoute";
import { matchCatchAllRoute, matchLayoutRoute } from "./matchLayoutRoute";
import { sectionFolder } from "./sectionFolder";

/** What serves a page's address: its layout lookup, or else the add-on route at `path`. */
export interface PageMatch {
  lookup: LayoutLookup | null;
  /** The address the add-on pages are matched against: the path without its section folder. */
  path: string;
}

/**
 * Matches a page's address (docs/page-flow.md §1), in the browser and the server render alike.
 * Under a site section's folder (`/games/discussion/12`, a folder of `sections`: the bootstrap's,
 * the ones the viewer may see), the section's own pages come first (the paths that start with a
 * param, `/:folder/discussions`, matched whole), then the rest of the address (`/discussion/12`)
 * is matched as any address is, the lookup carrying the folder. Elsewhere the address is matched
 * as it is; an unknown folder is no section's, so `/nowhere/discussion/12` stays not found.
 */
export function matchPage(pathname: string, search: string, registry: AddonRegistry, sections: readonly SiteSectionRef[] | undefined): PageMatch {
  const isAddonPage = (path: string) => findAddonRoute(registry, path) !== undefined;
  const folder = sectionFolder(pathname, sections);
  if (!folder) return { lookup: matchLayoutRoute(pathname, search, registry.layoutRoutes, isAddonPage), path: pathname };
  const own = matchCatchAllRoute(pathname, new URLSearchParams(search), registry.layoutRoutes);
  const path = pathname.slice(folder.length + 1) || "/";
  const lookup = own ?? matchLayoutRoute(path, search, registry.layoutRoutes, isAddonPage, true);
  return { lookup: lookup && !own ? { ...lookup, siteSection: folder } : lookup, path };
}
