import type { AddonDescriptor, NavItemDescriptor } from "./defineAddon";
import { widgetLoaders } from "./widgetLoaders";

/**
 * What a page needs to know of an enabled add-on whose descriptor it does not load: plain data the
 * server render inlines in the page (`QuorumPageData.lazyAddons`), so the title bar shows its
 * navigation items and the router knows its addresses without its code (docs/page-flow.md §4,
 * "Descriptors a page does not use"). Made from the descriptor by `addonManifest`.
 */
export interface AddonManifest {
  key: string;
  /** Its pages' paths (and the permission each asks), as `RouteDescriptor` has them. */
  routes: readonly { path: string; permission?: string }[];
  /** Its fixed layout addresses (`{ path, layout }`); an add-on with a `match` has no manifest. */
  layoutRoutes: readonly { path: string; layout: string }[];
  navItems: readonly NavItemDescriptor[];
  /** The `$reactComponent` names of its widgets. */
  widgets: readonly string[];
  /** It listens to in-app navigations (`onNavigate`): its descriptor loads on the first one. */
  onNavigate?: true;
}

/**
 * The manifest of a descriptor, or undefined when a page cannot do without its code: it fills
 * slots or extension points (any page may render them), matches addresses with a function, or
 * brings strings for a locale other than English (its navigation items' names need them).
 */
export function addonManifest(addon: AddonDescriptor, locale: string): AddonManifest | undefined {
  if (addon.slots?.length || addon.extend?.length) return undefined;
  if (addon.translations && locale && locale !== "en") return undefined;
  const layoutRoutes: { path: string; layout: string }[] = [];
  for (const route of addon.layoutRoutes ?? []) {
    if (!("path" in route)) return undefined;
    layoutRoutes.push({ path: route.path, layout: route.layout });
  }
  return {
    key: addon.key,
    routes: (addon.routes ?? []).map((route) => (route.permission ? { path: route.path, permission: route.permission } : { path: route.path })),
    layoutRoutes,
    navItems: addon.navItems ?? [],
    widgets: widgetLoaders(addon.widgets).map(([name]) => name),
    ...(addon.onNavigate ? { onNavigate: true as const } : {}),
  };
}
