import type { AddonManifest } from "../addons/addonManifest";
import { addonManifest } from "../addons/addonManifest";
import type { AddonRegistry } from "../addons/AddonRegistry";
import type { AddonDescriptor } from "../addons/defineAddon";

// A descriptor's manifest per locale, made once: the server render asks for it on every page.
const made = new WeakMap<AddonDescriptor, Map<string, AddonManifest | undefined>>();

function manifestOf(addon: AddonDescriptor, locale: string): AddonManifest | undefined {
  let byLocale = made.get(addon);
  if (!byLocale) made.set(addon, (byLocale = new Map()));
  if (!byLocale.has(locale)) byLocale.set(locale, addonManifest(addon, locale));
  return byLocale.get(locale);
}

/**
 * The manifests of the enabled add-ons a page does not use (`enabledKeys`, none of its parts in
 * `used`: its page, its layout's widgets, the slot items it rendered), for the browser to stand in
 * for their descriptors (docs/page-flow.md §4). An add-on without a manifest (its layout addresses
 * are a function, say) is left out: the browser loads its descriptor as before.
 */
export function pageManifests(registry: AddonRegistry, enabledKeys: readonly string[], used: ReadonlySet<string>, locale: string): AddonManifest[] {
  const enabled = new Set(enabledKeys);
  const manifests: AddonManifest[] = [];
  for (const addon of registry.addons) {
    // The built-ins (core's own widgets) are in the shell's entry: nothing to save.
    if (!enabled.has(addon.key) || used.has(addon.key)) continue;
    const manifest = manifestOf(addon, locale);
    if (manifest) manifests.push(manifest);
  }
  return manifests;
}
