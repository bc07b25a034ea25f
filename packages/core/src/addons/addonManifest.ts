import type { AddonDescriptor, NavItemDescriptor } from "./defineAddon";
import { isPlainData } from "./isPlainData";
import { widgetLoaders } from "./widgetLoaders";

/** What a page knows of a slot item before its add-on's code is loaded (its `when` and component come with it). */
export interface ManifestSlotItem {
  /** The slot's id (`SlotRef.id`). */
  slot: string;
  id: string;
  order: number;
  permission?: string;
}

/** A contribution to an extension point, by the point's id; the value is plain data. */
export interface ManifestContribution {
  point: string;
  value: unknown;
}

/**
 * What a page needs to know of an enabled add-on whose descriptor it does not load: plain data the
 * server render inlines in the page (`QuorumPageData.lazyAddons`), so the title bar shows its
 * navigation items, the router knows its addresses, its extension point contributions are read and
 * its slot items hold their places without its code (docs/page-flow.md §4, "Descriptors a page
 * does not use"). Made from the descriptor by `addonManifest`.
 */
export interface AddonManifest {
  key: string;
  /** Its pages' paths (and the permission each asks), as `RouteDescriptor` has them. */
  routes: readonly { path: string; permission?: string }[];
  /** Its fixed layout addresses (`{ path, layout }`); an add-on with a `match` has no manifest. */
  layoutRoutes: readonly { path: string; layout: string; recordType?: string }[];
  navItems: readonly NavItemDescriptor[];
  /** The `$reactComponent` names of its widgets. */
  widgets: readonly string[];
  /** Its slot items without `when` and `load` (absent when it fills no slot). */
  slots?: readonly ManifestSlotItem[];
  /** Its contributions to extension points (absent when it makes none). */
  extend?: readonly ManifestContribution[];
  /** It listens to the pages opened (`onNavigate`): its descriptor loads once the first page has hydrated. */
  onNavigate?: true;
}

/**
 * The manifest of a descriptor, or undefined when a page cannot do without its code: it
 * contributes to an extension point a value that is not plain data (a function, say), matches
 * addresses with a function, or brings strings for a locale other than English (its navigation
 * items' names need them).
 */
export function addonManifest(addon: AddonDescriptor, locale: string): AddonManifest | undefined {
  if (addon.extend?.some(({ value }) => !isPlainData(value))) return undefined;
  if (addon.translations && locale && locale !== "en") return undefined;
  const layoutRoutes: { path: string; layout: string; recordType?: string }[] = [];
  for (const route of addon.layoutRoutes ?? []) {
    if (!("path" in route)) return undefined;
    layoutRoutes.push({ path: route.path, layout: route.layout, ...(route.recordType ? { recordType: route.recordType } : {}) });
  }
  return {
    key: addon.key,
    routes: (addon.routes ?? []).map((route) => (route.permission ? { path: route.path, permission: route.permission } : { path: route.path })),
    layoutRoutes,
    navItems: addon.navItems ?? [],
    widgets: widgetLoaders(addon.widgets).map(([name]) => name),
    ...(addon.slots?.length
      ? {
          slots: addon.slots.map(({ slot, id, order, permission }) => (permission ? { slot, id, order, permission } : { slot, id, order })),
        }
      : {}),
    ...(addon.extend?.length ? { extend: addon.extend.map(({ point, value }) => ({ point: point.id, value })) } : {}),
    ...(addon.onNavigate ? { onNavigate: true as const } : {}),
  };
}
