import { hasPermission } from "@quorum/api";
import type { PermissionsPayload, SiteSectionRef } from "@quorum/api";
import type { QueryClient } from "@tanstack/react-query";
import type { AddonRegistry } from "../addons/AddonRegistry";
import { preloadLayoutWidgets } from "../layout/preloadLayoutWidgets";
import { findAddonRoute } from "../router/findAddonRoute";
import { getCachedLayout } from "../router/layoutQuery";
import { matchPage } from "../router/matchPage";
import { TITLE_BAR_NODE } from "./titleBarNode";

export interface PreloadRouteOptions {
  /**
   * A guest's page about to hydrate: the widgets whose guest view is static wait for the first
   * interaction (`HydrateOnInteraction`), so their chunks, and the slot items (which load when a
   * widget renders one), are not loaded now.
   */
  guestHydration?: boolean;
  /**
   * Collects the keys of the add-ons whose parts the page renders (the add-on page at its address,
   * its layout's widgets, those left for later included): the server render sends the others as
   * manifests only.
   */
  used?: Set<string>;
  /** The site sections whose folders the address may be under (`SiteBootstrap.siteSections`). */
  sections?: readonly SiteSectionRef[] | undefined;
}

/**
 * Loads every chunk the page at `url` renders with: the title bar, the widgets of its cached
 * layout, or its add-on page, and the enabled add-ons' slot items. Call before `hydrateRoot` (and the server render does) so nothing
 * suspends while hydrating. Never rejects.
 */
export async function preloadRoute(
  url: string,
  registry: AddonRegistry,
  queryClient: QueryClient,
  /** The viewer's permissions: an add-on page they may not open is not loaded (they see the 403 page). */
  permissions?: PermissionsPayload,
  options: PreloadRouteOptions = {},
): Promise<void> {
  const { pathname, search, hash } = new URL(url, "http://localhost");
  const { lookup, path } = matchPage(pathname, search, registry, options.sections);
  const layout = lookup ? getCachedLayout(queryClient, lookup) : undefined;
  const route = lookup ? undefined : findAddonRoute(registry, path)?.route;
  const allowed = !route?.permission || (permissions !== undefined && hasPermission(permissions, route.permission));
  const page = allowed ? route?.page : undefined;
  const { used } = options;
  // The add-on whose address this is, even when the viewer gets the permission page instead.
  if (used && route) used.add(route.addonKey);
  const waits = options.guestHydration ? (name: string) => registry.isStaticForGuests(name, { pathname, search, hash }) : undefined;
  await Promise.all([
    preloadLayoutWidgets([TITLE_BAR_NODE, ...(layout?.layout ?? [])], registry, waits, used && ((name) => used.add(registry.widgetContext(name).key))),
    page?.load().catch(() => undefined),
    options.guestHydration ? undefined : registry.loadSlots(),
  ]);
}
