import type { AddonManifest } from "./addonManifest";
import type { AddonDescriptor, LazyComponent } from "./defineAddon";
import { defineExtensionPoint } from "./defineExtensionPoint";
import { markStandIn, StandInSlotItem } from "./StandInSlotItem";
import { widgetLoaders } from "./widgetLoaders";

/**
 * A descriptor standing in for an add-on the page did not load, made from its manifest: its
 * navigation items and addresses as they are, and each page or widget loaded through the real
 * descriptor (`load`, called once) when the router or a layout first needs it. So a navigation
 * to one of its pages fetches the descriptor, then the page, before the new route renders.
 * Its extension point contributions are the manifest's data. Its slot items hold their slot and
 * order; whether one applies (`when`) is known once a slot rendered after hydration has the
 * descriptor imported (`StandInSlotItem`, `useSlotRenderer`).
 */
export function lazyAddon(manifest: AddonManifest, load: () => Promise<AddonDescriptor>): AddonDescriptor {
  let descriptor: Promise<AddonDescriptor> | undefined;
  const real = () => {
    descriptor ??= load().catch((error: unknown) => {
      descriptor = undefined; // a later navigation may try again
      throw error;
    });
    return descriptor;
  };
  const through =
    (find: (addon: AddonDescriptor) => LazyComponent | undefined, what: string): LazyComponent =>
    () =>
      real().then((addon) => {
        const loader = find(addon);
        if (!loader) throw new Error(`The add-on "${manifest.key}" has no ${what}.`);
        return loader();
      });
  return {
    key: manifest.key,
    routes: manifest.routes.map((route) => ({
      ...route,
      load: through((addon) => addon.routes?.find((candidate) => candidate.path === route.path)?.load, `page at ${route.path}`),
    })),
    layoutRoutes: manifest.layoutRoutes,
    navItems: manifest.navItems,
    widgets: Object.fromEntries(
      manifest.widgets.map((name) => [
        name,
        { load: through((addon) => widgetLoaders(addon.widgets).find(([candidate]) => candidate === name)?.[1], `widget ${name}`) },
      ]),
    ),
    ...(manifest.slots
      ? {
          slots: manifest.slots.map((item) => {
            const find = (addon: AddonDescriptor) => addon.slots?.find((candidate) => candidate.slot === item.slot && candidate.id === item.id);
            const name = `${item.slot}/${item.id}`;
            return markStandIn(
              { ...item, load: through((addon) => find(addon)?.load, `slot item ${name}`) },
              new StandInSlotItem(() => real().then(find), name),
            );
          }),
        }
      : {}),
    // An extension point's identity is its id, so a point made here reads as the owner's.
    ...(manifest.extend ? { extend: manifest.extend.map(({ point, value }) => defineExtensionPoint<unknown>(point).with(value)) } : {}),
    ...(manifest.onNavigate
      ? { onNavigate: () => real().then((addon) => addon.onNavigate?.() ?? Promise.reject(new Error(`The add-on "${manifest.key}" has no onNavigate.`))) }
      : {}),
  };
}
